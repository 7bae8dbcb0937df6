// The job board's rules without zod (docs/decisions/038-deals-and-jobs.md), for the pages and the
// API alike: the employment types and their words, the pay units, how long a posting may run, and
// the reminder's lead time.

export const employmentTypes = [
  "full-time",
  "part-time",
  "contract",
  "temporary",
  "internship",
  "volunteer",
  "seasonal",
] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const employmentTypeLabels: Record<EmploymentType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
  volunteer: "Volunteer",
  seasonal: "Seasonal",
};

/**
 * Google for Jobs' employmentType values. Seasonal work is temporary work that comes back each
 * year: TEMPORARY says what a job seeker filters on (OTHER hides it from every filter).
 */
export const googleEmploymentTypes: Record<EmploymentType, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
  volunteer: "VOLUNTEER",
  seasonal: "TEMPORARY",
};

export const payUnits = ["hour", "week", "month", "year"] as const;
export type PayUnit = (typeof payUnits)[number];

export const jobLocationKinds = ["business", "address", "remote"] as const;
export type JobLocationKind = (typeof jobLocationKinds)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A posting closes at most this many days after it is posted… */
export const JOB_MAX_DAYS = 60;
/** …and this many when no close is given. */
export const JOB_DEFAULT_DAYS = 30;
/** Posters are mailed this many days before their post ends. */
export const POST_REMINDER_DAYS = 3;

const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
/** The latest close a posting made at `postedAt` may have. */
export const latestJobClose = (postedAt: Date) => plusDays(postedAt, JOB_MAX_DAYS);
/** The close of a posting given none. */
export const defaultJobClose = (postedAt: Date) => plusDays(postedAt, JOB_DEFAULT_DAYS);
