// Opening hours as schema.org's `openingHoursSpecification` for a listing's LocalBusiness JSON-LD.
// - Weekly spans: one specification per distinct span, naming every weekday that has it
//   (Mon–Fri 11:30–14:00 and Mon–Sat 17:00–21:00 are two entries); closed days are omitted.
// - A span past midnight keeps its times ("18:00"–"02:00"): schema.org reads a `closes` earlier
//   than `opens` as running into the next day.
// - A dated exception is a specification with `validFrom` and `validThrough` on its date and no
//   `dayOfWeek`: one per span, or `opens` = `closes` = "00:00" for a day closed (Google's form for
//   special closures).
import type { Hours } from "./hours.ts";
import { weekdayNames, weekdays } from "./weekdays.ts";

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

const spec = (fields: Omit<OpeningHoursSpecification, "@type">): OpeningHoursSpecification => ({
  "@type": "OpeningHoursSpecification",
  ...fields,
});

/** See the top of the file; no hours: an empty list. */
export function openingHoursSpecification(hours: Hours | null | undefined): OpeningHoursSpecification[] {
  if (!hours) return [];
  const days = new Map<string, string[]>();
  for (const day of weekdays) {
    for (const span of hours.weekly[day] ?? []) {
      const key = `${span.opens}-${span.closes}`;
      days.set(key, [...(days.get(key) ?? []), weekdayNames[day].long]);
    }
  }
  const weekly = [...days].map(([key, dayOfWeek]) => {
    const [opens = "", closes = ""] = key.split("-");
    return spec({ dayOfWeek, opens, closes });
  });
  const exceptions = [...hours.exceptions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((exception) => {
      const valid = { validFrom: exception.date, validThrough: exception.date };
      if (!("spans" in exception)) return [spec({ opens: "00:00", closes: "00:00", ...valid })];
      return exception.spans.map((span) => spec({ opens: span.opens, closes: span.closes, ...valid }));
    });
  return [...weekly, ...exceptions];
}
