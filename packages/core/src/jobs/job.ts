// A job posting (docs/product.md §3): a business's opening, shown from `postedAt` until
// `closesAt` (at most 60 days later, 30 by default). The shapes of issue 30, once, for the API,
// the account's and the admin's forms.
import { z } from "zod";
import {
  dateTime,
  id,
  isoInstant,
  oneLineText,
  optionalEmail,
  optionalOneLineText,
  optionalUrl,
  renderedHtml,
  requiredText,
} from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";
import { listPageOutput } from "../paging/paging.ts";
import {
  absentString,
  pageReadPaging,
  postBusiness,
  postListFilters,
  postReviewFields,
  postSaveStatus,
  restListPaging,
} from "../posts/post.ts";
import { employmentTypes, JOB_MAX_DAYS, jobLocationKinds, latestJobClose, payUnits } from "./job-rules.ts";

export const employmentType = z.enum(employmentTypes, {
  error: `Employment type must be one of ${employmentTypes.join(", ")}`,
});
export const payUnit = z.enum(payUnits, { error: `Pay unit must be one of ${payUnits.join(", ")}` });
const locationKind = z.enum(jobLocationKinds, { error: `Location must be one of ${jobLocationKinds.join(", ")}` });

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .max(10_000_000, `${label} is too large`)
    .transform((value) => Math.round(value * 100) / 100);

export const jobPayInput = z
  .object({
    min: amount("Pay"),
    max: amount("Highest pay")
      .nullish()
      .transform((value) => value ?? null),
    unit: payUnit,
    currency: z.literal("USD", { error: "Pay is in USD" }).default("USD"),
  })
  .refine((pay) => pay.max === null || pay.max >= pay.min, {
    path: ["max"],
    message: "Highest pay must be at least the pay",
  })
  .meta({ description: "An amount (`min`) or a range (`min`–`max`) per `unit`, in USD; null or absent: not given." });

export const jobLocationInput = z
  .object({
    kind: locationKind,
    address: optionalOneLineText("address", limits.short),
  })
  .refine((location) => location.kind !== "address" || location.address !== null, {
    path: ["address"],
    message: "Address is required",
  })
  .meta({ description: "business: at the business's address; address: at `address`; remote: anywhere." });

export const jobApplyInput = z
  .object({ url: optionalUrl("application"), email: optionalEmail() })
  .refine((apply) => apply.url !== null || apply.email !== null, {
    path: ["url"],
    message: "Give a web address or an e-mail to apply",
  });

/** A job's own fields, as staff and members send them. */
const jobFields = z.object({
  title: oneLineText("title", limits.title),
  description: requiredText("description", limits.description).meta({ description: "Markdown." }),
  employmentType,
  location: jobLocationInput,
  pay: jobPayInput.nullish().transform((pay) => pay ?? null),
  apply: jobApplyInput,
  postedAt: dateTime("posted date")
    .optional()
    .meta({ description: "When it shows; omitted: now (a new posting) or as it was (a change)." }),
  closesAt: dateTime("closing date")
    .optional()
    .meta({
      description: `When it stops showing: after postedAt and at most ${JOB_MAX_DAYS} days after it; omitted: 30 days after postedAt (a new posting) or as it was.`,
    }),
});

/** Refused when both dates are given and out of order or more than 60 days apart (the router checks them once defaulted). */
const closesInTime = <T extends { postedAt?: Date | undefined; closesAt?: Date | undefined }>(
  job: T,
  check: z.RefinementCtx,
) => {
  const message = closingRefusal(job.postedAt, job.closesAt);
  if (message) check.addIssue({ code: "custom", path: ["closesAt"], message });
};

/** Why a close is refused for a posting made at `postedAt`, or null when it is fine. */
export function closingRefusal(postedAt: Date | undefined, closesAt: Date | undefined): string | null {
  if (!postedAt || !closesAt) return null;
  if (closesAt <= postedAt) return "Closing date must be after the posted date";
  if (closesAt > latestJobClose(postedAt)) return `Closing date must be at most ${JOB_MAX_DAYS} days after posting`;
  return null;
}

/** Staff: a job for any business (POST /jobs). */
export const jobInput = jobFields.extend({ businessId: id() }).superRefine(closesInTime);
export type JobInput = z.input<typeof jobInput>;
export const jobUpdate = jobFields.extend({ id: id(), businessId: id() }).superRefine(closesInTime);

/** A member: a job for one of their businesses (`id`: the business). */
export const memberJobInput = jobFields.extend({ id: id() }).superRefine(closesInTime);
export type MemberJobInput = z.input<typeof memberJobInput>;
/** A member: their job replaced (`id`: the job, PUT /account/jobs/{id}). */
export const memberJobUpdate = jobFields.extend({ id: id() }).superRefine(closesInTime);
/** A member: their job stays open longer (POST /account/jobs/{id}/extend); omitted: as late as allowed. */
export const jobExtension = z.object({
  id: id(),
  closesAt: dateTime("closing date")
    .optional()
    .meta({ description: `At most ${JOB_MAX_DAYS} days after posting; omitted: that latest day.` }),
});

const storedPay = z.object({ min: z.number(), max: z.number().nullish(), unit: payUnit, currency: z.literal("USD") });
const jobPayOutput = z.object({
  min: z.number(),
  max: z.number().optional(),
  unit: payUnit,
  currency: z.literal("USD"),
});

export const jobOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().meta({ description: "Markdown." }),
  businessId: z.number().int(),
  business: postBusiness,
  employmentType,
  location: z.object({
    kind: locationKind,
    address: absentString().meta({
      description: "The place: the business's address for kind business; absent for remote.",
    }),
  }),
  pay: storedPay
    .nullish()
    .transform((pay) =>
      pay
        ? { min: pay.min, unit: pay.unit, currency: pay.currency, ...(typeof pay.max === "number" && { max: pay.max }) }
        : undefined,
    )
    .pipe(jobPayOutput.optional()),
  apply: z.object({ url: absentString(), email: absentString() }),
  postedAt: isoInstant(),
  closesAt: isoInstant(),
  ...postReviewFields,
});
export type Job = z.output<typeof jobOutput>;

/** One job with its description rendered (GET /jobs/{id}). */
export const renderedJobOutput = jobOutput.extend({ html: renderedHtml("The description") });
export type RenderedJob = z.output<typeof renderedJobOutput>;

export const jobSaved = jobOutput.extend({ status: postSaveStatus });

export const postedWithinDays = [1, 7, 14, 30] as const;

const jobFilters = {
  ...postListFilters,
  type: employmentType.optional().meta({ description: "Only this employment type." }),
  remote: z
    .union([z.boolean(), z.enum(["true", "false"])], { error: "remote must be true or false" })
    .transform((value) => value === true || value === "true")
    .optional()
    .meta({ description: "true: remote jobs only; false: jobs at a place only." }),
  postedWithin: z.coerce
    .number({ error: "postedWithin must be a number of days" })
    .int("postedWithin must be a whole number of days")
    .min(1, "postedWithin must be at least 1 day")
    .max(60, "postedWithin must be at most 60 days")
    .optional()
    .meta({ description: "Only jobs posted in the last this many days (1, 7, 14 or 30 on the page)." }),
};

export const jobListQuery = z.object({ ...jobFilters, ...restListPaging });
export type JobListQuery = z.input<typeof jobListQuery>;
export const jobPageQuery = z.object({ ...jobFilters, ...pageReadPaging });
export type JobPageQuery = z.input<typeof jobPageQuery>;
export const jobPage = listPageOutput(jobOutput);
