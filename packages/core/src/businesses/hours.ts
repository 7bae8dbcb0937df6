// A business's opening hours (docs/product.md "Opening hours"): per weekday one or two spans or
// closed, a free note ("by appointment") and dated exceptions (holidays). Times are wall-clock
// "HH:MM" in SITE_TIMEZONE; a span whose close is at or before its open runs past midnight
// ("18:00"–"02:00"). Whether a business is open at an instant is `openingState` (@chamber/core).
import { z } from "zod";
import { socialNetworkNames } from "./social-networks.ts";
import { type Weekday, weekdays } from "./weekdays.ts";

const timeOfDay = (label: string) =>
  z
    .string({ error: `${label} must be a time like 09:00` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 09:00 (24-hour)`);

export const hoursSpan = z
  .object({ opens: timeOfDay("Opening time"), closes: timeOfDay("Closing time") })
  .refine((span) => span.opens !== span.closes, { message: "A span must open and close at different times" });
export type HoursSpan = z.output<typeof hoursSpan>;

/** One or two spans; none: closed that day. */
const daySpans = z.array(hoursSpan).max(2, "At most two spans a day").default([]);

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A date must look like 2026-12-25")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Not a real date");

export const hoursException = z.union([
  z.object({ date: isoDate, closed: z.literal(true) }),
  z.object({ date: isoDate, spans: z.array(hoursSpan).min(1, "Give a span, or mark the day closed").max(2) }),
]);
export type HoursException = z.output<typeof hoursException>;

export const hours = z
  .object({
    weekly: z.object(Object.fromEntries(weekdays.map((day) => [day, daySpans])) as Record<Weekday, typeof daySpans>),
    note: z.string().trim().max(200, "The note must be at most 200 characters").optional(),
    exceptions: z.array(hoursException).max(60, "At most 60 dated exceptions").default([]),
  })
  .refine((value) => new Set(value.exceptions.map((e) => e.date)).size === value.exceptions.length, {
    message: "Each date may have one exception",
    path: ["exceptions"],
  })
  .meta({
    description:
      'Weekly spans per weekday (empty: closed), wall-clock "HH:MM" in the site\'s time zone; a span closing at or before it opens runs past midnight. `exceptions` override a date.',
  });
export type Hours = z.output<typeof hours>;

const socialUrl = (network: string, hosts: readonly string[]) =>
  z
    .url({ protocol: /^https$/, error: `The ${network} link must be an https:// address` })
    .max(500)
    .refine((value) => hosts.some((host) => new URL(value).hostname.replace(/^www\./, "").endsWith(host)), {
      message: `The ${network} link must be a ${hosts[0]} address`,
    })
    .optional();

/** Links to the business's profiles elsewhere, shown as icons on its page and as JSON-LD `sameAs`. */
export const social = z.object({
  facebook: socialUrl(socialNetworkNames.facebook, ["facebook.com"]),
  instagram: socialUrl(socialNetworkNames.instagram, ["instagram.com"]),
  linkedin: socialUrl(socialNetworkNames.linkedin, ["linkedin.com"]),
  x: socialUrl(socialNetworkNames.x, ["x.com", "twitter.com"]),
  youtube: socialUrl(socialNetworkNames.youtube, ["youtube.com", "youtu.be"]),
  tiktok: socialUrl(socialNetworkNames.tiktok, ["tiktok.com"]),
});
export type Social = z.output<typeof social>;
