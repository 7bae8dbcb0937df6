// What a listing earned, per day in SITE_TIMEZONE (docs/product.md "Reach"): the stats a member
// reads for their own business and staff for any, and the staff's report of listings their members
// have let go stale. Counters only: nothing about who.
import { z } from "zod";
import { id, isoInstant } from "../fields/fields.ts";
import { MAX_REACH_DAYS, reachDaysBetween } from "./reach-days.ts";

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-07-04`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} must be a real date`)
    .meta({ description: `${label}, YYYY-MM-DD, in the site's time zone.` });

export const reachStatsQuery = z
  .object({ id: id(), from: day("From"), to: day("To") })
  .refine((query) => query.from <= query.to, { message: "From must not be after To", path: ["to"] })
  .refine((query) => reachDaysBetween(query.from, query.to) <= MAX_REACH_DAYS, {
    message: `At most ${MAX_REACH_DAYS} days at a time`,
    path: ["to"],
  });
export type ReachStatsQuery = z.input<typeof reachStatsQuery>;

const count = () => z.number().int().nonnegative();

export const reachDay = z.object({
  date: z.string().meta({ description: "YYYY-MM-DD in the site's time zone." }),
  views: count().meta({ description: "Answers of the business's page /directory/{slug}." }),
  impressions: count().meta({ description: "Times its card was shown in the directory's results." }),
  websiteClicks: count(),
  phoneClicks: count(),
  emailClicks: count(),
  directionsClicks: count(),
  inquiries: count(),
});
export type ReachDay = z.output<typeof reachDay>;

/** The counters of a day's row, as the stats name them: every field of reachDay but its date. */
export type ReachCounter = Exclude<keyof ReachDay, "date">;
export const reachCounters = Object.keys(reachDay.shape).filter((key): key is ReachCounter => key !== "date");

export const reachStats = z.object({
  days: z.array(reachDay).meta({ description: "Every day asked for, zeros included." }),
});
export type ReachStats = z.output<typeof reachStats>;

export const staleListing = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  members: count(),
  lastMemberChangeAt: isoInstant()
    .nullable()
    .meta({ description: "The latest change a member published; null: none ever." }),
});
export type StaleListing = z.output<typeof staleListing>;
