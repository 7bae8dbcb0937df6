// What a submission is and where it stands in moderation, and how long a form token lives: the
// facts the API and the pages share without the schemas (submission.ts) that check them.

export const submissionKinds = ["event", "business"] as const;
export const submissionStatuses = ["pending", "approved", "rejected"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** A token's life: not accepted before MIN (a person takes longer to fill a form), nor after MAX. */
export const FORM_TOKEN_MIN_AGE_MS = 3_000;
export const FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;
