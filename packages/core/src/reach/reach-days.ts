// The days of a reach report and the clicks the site counts: plain helpers (no zod) the API, the
// server's counters and the member's panel share.

/** The longest span one stats request covers: a year, leap day included. */
export const MAX_REACH_DAYS = 366;

/** The links a listing's clicks are counted on, each through GET /go/{businessId}/{kind}. */
export const reachClickKinds = ["website", "phone", "email", "directions"] as const;
export type ReachClickKind = (typeof reachClickKinds)[number];

export const isReachClickKind = (kind: unknown): kind is ReachClickKind =>
  reachClickKinds.includes(kind as ReachClickKind);

/** The counted link of a business: same-origin, so it works without a script and counts on the server. */
export const reachLink = (businessId: number, kind: ReachClickKind) => `/go/${businessId}/${kind}`;

/** A maps search for an address (no API key): where "Directions" leads. */
export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The dates from `from` to `to`, both included ("YYYY-MM-DD", calendar days). */
export function reachDates(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let t = utc(from); t <= utc(to); t += DAY_MS) dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

/** How many days `from`..`to` covers, both included. */
export const reachDaysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS) + 1;

/** The date `days` calendar days after `date` (before, when negative). */
export const addDays = (date: string, days: number) => new Date(utc(date) + days * DAY_MS).toISOString().slice(0, 10);
