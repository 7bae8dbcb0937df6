// The activity log's REST shapes: the filters of GET /activity (and /activity.csv), an entry as
// staff read it, and the people the admin's filter offers.
import { z } from "zod";
import { listBound } from "../events/event.ts";
import { id, isoInstant } from "../fields/fields.ts";
import { staffRole } from "../staff/staff.ts";
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, ACTOR_KINDS, parseActorKey } from "./activity-entities.ts";

export const ACTIVITY_PAGE_MAX = 100;

/** The filters both the list and the CSV take. */
const filterShape = {
  entity: z
    .enum(ACTIVITY_ENTITIES, { error: `Entity must be one of: ${ACTIVITY_ENTITIES.join(", ")}` })
    .optional()
    .meta({ description: "The table changed: Business, Event, NewsArticle, …" }),
  entityId: z
    .string()
    .trim()
    .min(1, "Entity id must not be empty")
    .max(40, "Entity id must be at most 40 characters")
    .optional()
    .meta({ description: "The row's id (a BusinessMember's is `businessId/memberId`)." }),
  actor: z
    .string()
    .trim()
    .refine((value) => parseActorKey(value) !== null, {
      message: "Actor must be staff:<id>, token:<id>, member:<id>, visitor or system",
    })
    .optional()
    .meta({ description: "Who: `staff:3`, `token:2`, `member:5`, `visitor` or `system`." }),
  action: z.enum(ACTIVITY_ACTIONS, { error: `Action must be one of: ${ACTIVITY_ACTIONS.join(", ")}` }).optional(),
  from: listBound("From").meta({
    description: "Changes on or after this date (YYYY-MM-DD, from its start in the site's time zone) or instant.",
  }),
  to: listBound("To").meta({
    description: "Changes on or before this date (the whole day, in the site's time zone) or instant.",
  }),
};

const fromBeforeTo = [
  (query: { from?: string | undefined; to?: string | undefined }) =>
    !query.from || !query.to || boundOrder(query.from) <= boundOrder(query.to, true),
  { message: "From must not be after To", path: ["to"] },
] satisfies [unknown, { message: string; path: string[] }];

export const activityFilters = z.object(filterShape).refine(...fromBeforeTo);

/** A bound as a sortable instant, near enough to catch bounds given the wrong way round. */
function boundOrder(bound: string, end = false): number {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(bound) ? `${bound}T${end ? "23:59:59" : "00:00:00"}Z` : bound;
  return new Date(date).getTime();
}

export const activityQuery = z
  .object({
    ...filterShape,
    cursor: id().optional().meta({ description: "The `nextCursor` of the previous page." }),
    limit: z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(ACTIVITY_PAGE_MAX, `Limit must be at most ${ACTIVITY_PAGE_MAX}`)
      .default(50),
  })
  .refine(...fromBeforeTo);
export type ActivityQuery = z.input<typeof activityQuery>;

const actorOutput = z.object({
  kind: z.enum(ACTOR_KINDS),
  id: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The AdminUser, ApiToken or Member id; null for a visitor or the system." }),
  name: z.string().meta({ description: "Their name when they made the change." }),
  role: staffRole.nullable().meta({ description: "The staff role the change was made with (staff and tokens)." }),
});

export const activityEntryOutput = z.object({
  id: z.number().int(),
  at: isoInstant(),
  actor: actorOutput,
  entity: z.string(),
  entityId: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).meta({
    description:
      "Each changed field as [old, new]; old is null on create, new on delete. Secrets and password hashes are never recorded.",
  }),
});
export type ActivityEntryOutput = z.output<typeof activityEntryOutput>;

export const activityPage = z.object({
  items: z.array(activityEntryOutput),
  nextCursor: z.number().int().nullable().meta({ description: "Pass as `cursor` for the next page; null at the end." }),
});

export const activityPerson = z.object({
  actor: z.string().meta({ description: "The `actor` filter's value for them: `staff:3`, `token:2`." }),
  kind: z.enum(["staff", "token"]),
  id: z.number().int(),
  name: z.string(),
  role: staffRole,
});
export type ActivityPerson = z.output<typeof activityPerson>;
