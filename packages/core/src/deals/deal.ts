// A member deal (Hot Deals, docs/product.md §3): a business's offer shown from `startsAt` until
// `endsAt`, to everyone or to signed-in members only. The shapes of issue 30, once, for the API,
// the account's and the admin's forms.
import { z } from "zod";
import {
  dateTime,
  id,
  isoInstant,
  oneLineText,
  optionalOneLineText,
  renderedHtml,
  requiredText,
} from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";
import { imageIdInput, imageOutput, storedImageField } from "../images/image.ts";
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

export const dealAudiences = ["everyone", "members"] as const;
export const dealAudience = z
  .enum(dealAudiences, { error: 'Audience must be "everyone" or "members"' })
  .meta({ description: "everyone: public; members: shown only to a signed-in member." });
export type DealAudience = z.output<typeof dealAudience>;

/** A deal's own fields, as staff and members send them. */
const dealFields = z.object({
  title: oneLineText("title", limits.title),
  description: requiredText("description", limits.description).meta({ description: "Markdown." }),
  imageId: imageIdInput,
  startsAt: dateTime("start"),
  endsAt: dateTime("end"),
  code: optionalOneLineText("code or conditions", 200).meta({
    description: 'A code or the conditions ("Show this page at the counter"); null or absent: none.',
  }),
  audience: dealAudience.default("everyone"),
});

const endsAfterStart = <T extends { startsAt: Date; endsAt: Date }>(deal: T, check: z.RefinementCtx) => {
  if (deal.endsAt <= deal.startsAt) {
    check.addIssue({ code: "custom", path: ["endsAt"], message: "End must be after the start" });
  }
};

/** Staff: a deal for any business (POST /deals). */
export const dealInput = dealFields.extend({ businessId: id() }).superRefine(endsAfterStart);
export type DealInput = z.input<typeof dealInput>;
export const dealUpdate = dealFields.extend({ id: id(), businessId: id() }).superRefine(endsAfterStart);

/** A member: a deal for one of their businesses (`id`: the business, POST /account/businesses/{id}/deals). */
export const memberDealInput = dealFields.extend({ id: id() }).superRefine(endsAfterStart);
export type MemberDealInput = z.input<typeof memberDealInput>;
/** A member: their deal replaced (`id`: the deal, PUT /account/deals/{id}). */
export const memberDealUpdate = dealFields.extend({ id: id() }).superRefine(endsAfterStart);
/** A member: their deal runs longer (POST /account/deals/{id}/extend). */
export const dealExtension = z.object({ id: id(), endsAt: dateTime("end") });

export const dealOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().meta({ description: "Markdown." }),
  businessId: z.number().int(),
  business: postBusiness,
  image: storedImageField
    .nullish()
    .transform((image) => image ?? undefined)
    .pipe(imageOutput.optional()),
  startsAt: isoInstant(),
  endsAt: isoInstant(),
  code: absentString(),
  audience: dealAudience,
  ...postReviewFields,
});
export type Deal = z.output<typeof dealOutput>;

/** One deal with its description rendered (GET /deals/{id}). */
export const renderedDealOutput = dealOutput.extend({ html: renderedHtml("The description") });
export type RenderedDeal = z.output<typeof renderedDealOutput>;

/** A member's write answered: the deal, and whether it shows or waits. */
export const dealSaved = dealOutput.extend({ status: postSaveStatus });

export const dealListQuery = z.object({ ...postListFilters, ...restListPaging });
export type DealListQuery = z.input<typeof dealListQuery>;
export const dealPageQuery = z.object({ ...postListFilters, ...pageReadPaging });
export type DealPageQuery = z.input<typeof dealPageQuery>;
export const dealPage = listPageOutput(dealOutput);
