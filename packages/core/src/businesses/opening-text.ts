// Opening hours as the site writes them (en-US, 12-hour clock, docs/product.md "Opening hours"):
// "Open now · until 5 PM", "Closed — opens Tue 9 AM", "Closed today", a week's rows and the
// exceptions coming up. Shared by the business's page and the directory's cards.
import { localDate, monthNames } from "../time/time-zone.ts";
import type { Hours, HoursException, HoursSpan } from "./hours.ts";
import { type OpeningMoment, type OpeningState, weekdayOf } from "./opening-state.ts";
import { weekdayNames } from "./weekdays.ts";

/** "17:00" → "5 PM", "17:30" → "5:30 PM", "00:00" → "12 AM". */
export function formatHoursTime(time: string): string {
  const hour = Number(time.slice(0, 2));
  const minute = time.slice(3, 5);
  const clock = `${hour % 12 || 12}${minute === "00" ? "" : `:${minute}`}`;
  return `${clock} ${hour < 12 ? "AM" : "PM"}`;
}

/** "9 AM – 5 PM, 6 PM – 10 PM"; no spans: "Closed". */
export function formatSpans(spans: readonly HoursSpan[]): string {
  if (spans.length === 0) return "Closed";
  return spans.map((span) => `${formatHoursTime(span.opens)} – ${formatHoursTime(span.closes)}`).join(", ");
}

/** "Thu, Dec 24" for "2026-12-24". */
export function formatHoursDate(date: string): string {
  const month = monthNames[Number(date.slice(5, 7)) - 1]?.slice(0, 3);
  return `${weekdayNames[weekdayOf(date)].short}, ${month} ${Number(date.slice(8, 10))}`;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** "9 AM" today, "Tue 9 AM" within the week, "Mon, Dec 28 9 AM" beyond it. */
function whenText(moment: OpeningMoment, today: string): string {
  const days = daysBetween(today, moment.date);
  const time = formatHoursTime(moment.time);
  if (days === 0) return time;
  if (days < 7) return `${weekdayNames[moment.weekday].short} ${time}`;
  return `${formatHoursDate(moment.date)} ${time}`;
}

/**
 * The one line a listing shows, or null when no hours are known:
 * "Open now · until 5 PM", "Closed — opens 5 PM" (later today), "Closed — opens Tue 9 AM",
 * "Closed today — opens Tue 9 AM" (no spans today), "Closed today" (and none ahead).
 */
export function openingLine(state: OpeningState): string | null {
  if (!state.known) return null;
  if (state.open && state.closes) {
    // A span past midnight closes "until 2 AM", not "until Tue 2 AM": it is still tonight.
    const tonight = daysBetween(state.today.date, state.closes.date) === 1 && state.closes.time < "06:00";
    const until = tonight ? formatHoursTime(state.closes.time) : whenText(state.closes, state.today.date);
    return `Open now · until ${until}`;
  }
  const closedToday = state.today.spans.length === 0;
  const closed = closedToday ? "Closed today" : "Closed";
  return state.opens ? `${closed} — opens ${whenText(state.opens, state.today.date)}` : closed;
}

/** The dated exceptions from today through `days` days ahead, in date order. */
export function upcomingExceptions(hours: Hours, now: Date, zone: string, days = 14): HoursException[] {
  const today = localDate(now, zone);
  return hours.exceptions
    .filter((exception) => {
      const ahead = daysBetween(today, exception.date);
      return ahead >= 0 && ahead < days;
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}
