// Opening hours as a file gives them: our own hours JSON (as the API answers it), or a line a
// person writes — "Mon-Fri 9:00-17:00; Sat 10:00-14:00; Sun closed", with "9am-5pm", "Tue, Thu"
// and two spans ("11:00-14:00, 17:00-21:00") too. Days it does not name are closed. What it cannot
// read is refused on the row, with the form it takes; the hours schema checks the result.
import { type Weekday, weekdays } from "@chamber/core";

type Spans = { opens: string; closes: string }[];
type WeeklyHours = { weekly: Record<Weekday, Spans> };

export const HOURS_FORM =
  'Hours must read like "Mon-Fri 9:00-17:00; Sat 10:00-14:00; Sun closed", or be hours as the API writes them';

const dayPattern = "(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?";
const timePattern = "(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?";
const dayRange = new RegExp(`^${dayPattern}(?:\\s*(?:-|–|to)\\s*${dayPattern})?$`, "i");
const span = new RegExp(`^${timePattern}\\s*(?:-|–|to)\\s*${timePattern}$`, "i");

function clock(hour: string, minute: string | undefined, half: string | undefined): string | null {
  let h = Number(hour);
  const m = Number(minute ?? "0");
  if (half) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half.toLowerCase().startsWith("p") ? 12 : 0);
  }
  if (h > 24 || m > 59) return null;
  if (h === 24) h = 0;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

function daysOf(text: string): Weekday[] | null {
  const days: Weekday[] = [];
  for (const part of text.split(/\s*[,&/]\s*|\s+and\s+/i)) {
    const match = dayRange.exec(part.trim());
    if (!match) return null;
    const from = weekdays.indexOf(match[1]?.toLowerCase() as Weekday);
    const to = match[2] ? weekdays.indexOf(match[2].toLowerCase() as Weekday) : from;
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(weekdays[day] as Weekday);
      if (day === to) break;
    }
  }
  return days;
}

function spansOf(text: string): Spans | null {
  if (/^closed$/i.test(text)) return [];
  const spans: Spans = [];
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i)) {
    const match = span.exec(part.trim());
    if (!match) return null;
    // "9-5pm": the first time takes the second's half of the day when it has none.
    const second = match[6];
    const firstHalf = match[3] ?? (second && (Number(match[1]) < Number(match[4]) ? second : "am"));
    const opens = clock(match[1] as string, match[2], firstHalf);
    const closes = clock(match[4] as string, match[5], match[6]);
    if (!opens || !closes) return null;
    spans.push({ opens, closes });
  }
  return spans;
}

/** The hours `text` gives, as the hours schema takes them; a string when it cannot be read (the reason). */
export function readHours(text: string): unknown {
  if (text.startsWith("{")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return HOURS_FORM;
    }
  }
  const weekly = Object.fromEntries(weekdays.map((day) => [day, []])) as unknown as WeeklyHours["weekly"];
  for (const entry of text.split(/\s*(?:;|\n|\|)\s*/).filter(Boolean)) {
    const match = /^(.+?)\s*:?\s+(closed|\d.*)$/i.exec(entry.trim());
    const days = match && daysOf(match[1] as string);
    const spans = match && spansOf(match[2] as string);
    if (!days || !spans) return HOURS_FORM;
    for (const day of days) weekly[day] = spans;
  }
  return { weekly };
}
