// Where a job or deal stands, as its poster (the account) and staff (the admin) read it: waiting
// for staff, refused (with the reason), scheduled, live or ended. The review comes from the API;
// the rest is the clock against the post's window, as the public reads decide it.

export type PostState = "pending" | "refused" | "scheduled" | "live" | "ended";

export interface ReviewedPost {
  reviewState: "pending" | "approved" | "refused";
  /** The deal's start, the job's posting. */
  from: string;
  /** The deal's end, the job's close. */
  until: string;
}

export function postState(post: ReviewedPost, now: Date = new Date()): PostState {
  if (post.reviewState !== "approved") return post.reviewState;
  if (now.getTime() < Date.parse(post.from)) return "scheduled";
  return now.getTime() < Date.parse(post.until) ? "live" : "ended";
}

export const postStateLabels: Record<PostState, string> = {
  pending: "Awaiting approval",
  refused: "Refused",
  scheduled: "Scheduled",
  live: "Live",
  ended: "Ended",
};

/** The badge colour of each state (Mantine colour names). */
export const postStateColors: Record<PostState, string> = {
  pending: "yellow",
  refused: "red",
  scheduled: "blue",
  live: "green",
  ended: "gray",
};

/** A job's window and a deal's, in the one shape. */
export const jobWindow = (job: { postedAt: string; closesAt: string }) => ({ from: job.postedAt, until: job.closesAt });
export const dealWindow = (deal: { startsAt: string; endsAt: string }) => ({ from: deal.startsAt, until: deal.endsAt });
