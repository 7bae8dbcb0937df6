// What deals and jobs share (docs/decisions/038-deals-and-jobs.md): who posted, where the post
// stands with staff, the business it is for, and the filters of their lists. Each post's own
// fields are in deals/deal.ts and jobs/job.ts.
import { z } from "zod";
import { id, isoInstant, requiredText } from "../fields/fields.ts";
import { listPaging } from "../paging/list-paging.ts";
import { optionalPaging, requiredPaging } from "../paging/paging.ts";

export const postReviewStates = ["pending", "approved", "refused"] as const;
export const postReviewState = z.enum(postReviewStates, {
  error: `Review must be one of ${postReviewStates.join(", ")}`,
});
export type PostReviewState = z.output<typeof postReviewState>;

/**
 * An answer's optional field: a stored null leaves the key out, as issue 30's shapes say (`code?`).
 *  */
export const absentString = () =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? undefined)
    .pipe(z.string().optional());

/** The business a post is for, as every read carries it (its page is /directory/{slug}). */
export const postBusiness = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** What staff and the poster read beside the post's own fields; a public read shows approved posts only. */
export const postReviewFields = {
  reviewState: postReviewState.meta({
    description: "pending: waits for staff; approved: shown in its time window; refused: kept for its poster.",
  }),
  refusalReason: z.string().nullable().meta({ description: "Staff's reason when refused (mailed to the poster)." }),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
};

/** A staff refusal: the reason is mailed to the poster. */
export const postRefusal = z.object({ id: id(), reason: requiredText("reason", 2000) });

/** How a member's write went: shown at once (200) or waiting for staff (202). */
export const postSaveStatus = z.enum(["published", "pending"]).meta({
  description:
    "published: shown in its time window (200); pending: waits for staff, as the site setting `members.postsNeedApproval` asks (202).",
});

/** The filters both lists take, for the REST list and the pages' paged read. */
export const postListFilters = {
  category: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: "The business's category, by name or slug (GET /categories?kind=business)." }),
  businessId: id().optional().meta({ description: "Only this business's posts (its listing shows them)." }),
  scope: z.enum(["public", "all"], { error: 'Scope must be "public" or "all"' }).optional().meta({
    description:
      "all (staff only): every post in every state and time, newest first; public or omitted: what visitors see (staff omitting it see all).",
  }),
  review: postReviewState
    .optional()
    .meta({ description: "Staff only, with scope all: posts in this state (pending: the queue)." }),
};

/** Paging for a REST list (optional) and for a page's read (always applied). */
export const restListPaging = { ...optionalPaging, ...listPaging };
export const pageReadPaging = requiredPaging;
