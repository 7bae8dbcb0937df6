// Opening hours and social links of the seed's businesses (seed-data.ts adds them by name):
// restaurants with a lunch and a dinner span, a wine bar open past midnight on weekends, offices
// and clinics on weekdays, a few "by appointment" notes, a holiday closed and an eve of short hours,
// and a guest ranch whose front desk never closes (so "Open now" always finds someone). A business
// missing here has no hours, as a real directory has some. Wall-clock times in Ojai.

import { DEFAULT_SITE_TIMEZONE, localDate, type Weekday, weekdays } from "@chamber/core";
import type { Hours, HoursSpan, Social } from "@chamber/core/schemas";

const span = (opens: string, closes: string): HoursSpan => ({ opens, closes });
const workweek: Weekday[] = ["mon", "tue", "wed", "thu", "fri"];

/** A week from the days given (the rest closed), with a note and the exceptions. */
function week(
  days: [Weekday[], HoursSpan[]][],
  extra: { note?: string; exceptions?: Hours["exceptions"] } = {},
): Hours {
  const weekly = Object.fromEntries(weekdays.map((day) => [day, [] as HoursSpan[]])) as Hours["weekly"];
  for (const [which, spans] of days) for (const day of which) weekly[day] = spans;
  return { weekly, ...(extra.note ? { note: extra.note } : {}), exceptions: extra.exceptions ?? [] };
}

/** The next December `day` from `now`'s date in Ojai, as "YYYY-12-DD". */
function nextDecember(now: Date, day: number): string {
  const today = localDate(now, DEFAULT_SITE_TIMEZONE);
  const year = Number(today.slice(0, 4));
  const date = `${year}-12-${String(day).padStart(2, "0")}`;
  return date >= today ? date : `${year + 1}-12-${String(day).padStart(2, "0")}`;
}

export function seedHours(now: Date): Record<string, Hours> {
  const lunchAndDinner = [span("11:30", "14:30"), span("17:00", "21:30")];
  return {
    "Topa Ridge Kitchen": week(
      [
        [["wed", "thu", "sun"], lunchAndDinner],
        [
          ["fri", "sat"],
          [span("11:30", "14:30"), span("17:00", "22:30")],
        ],
      ],
      {
        note: "Reservations recommended for dinner",
        exceptions: [
          { date: nextDecember(now, 24), spans: [span("11:30", "15:00")] },
          { date: nextDecember(now, 25), closed: true },
        ],
      },
    ),
    "Matilija Creek Taqueria": week([[[...workweek, "sat", "sun"], [span("10:00", "20:00")]]]),
    "Pixie Tangerine Café": week([[[...workweek, "sat", "sun"], [span("07:00", "14:00")]]]),
    "Pink Moment Coffee House": week([
      [workweek, [span("06:30", "17:00")]],
      [["sat", "sun"], [span("07:30", "17:00")]],
    ]),
    "Foothill Tea & Biscuit": week([[["wed", "thu", "fri", "sat", "sun"], [span("10:00", "16:00")]]]),
    "Olive & Oak Wine Room": week([
      [["tue", "wed", "thu"], [span("16:00", "22:00")]],
      [["fri", "sat"], [span("16:00", "01:00")]],
      [["sun"], [span("14:00", "20:00")]],
    ]),
    "Orchard Table Supper Club": week([[["thu", "fri", "sat"], [span("17:30", "22:00")]]], {
      note: "One seating a night; by reservation only",
    }),
    "Valley Thread Outfitters": week([
      [[...workweek, "sat"], [span("10:00", "18:00")]],
      [["sun"], [span("11:00", "17:00")]],
    ]),
    "Arcade Paper & Ink": week([[["tue", "wed", "thu", "fri", "sat", "sun"], [span("10:00", "17:30")]]]),
    "Sulphur Mountain Hardware": week([
      [workweek, [span("07:30", "18:00")]],
      [["sat"], [span("08:00", "17:00")]],
      [["sun"], [span("09:00", "15:00")]],
    ]),
    "Honeybee Lane Provisions": week([[[...workweek, "sat", "sun"], [span("08:00", "19:00")]]]),
    "Oak Shade Used Books": week([[[...workweek, "sat", "sun"], [span("10:00", "18:00")]]]),
    "Little Acorn Toy Shop": week([
      [["tue", "wed", "thu", "fri", "sat"], [span("10:00", "17:00")]],
      [["sun"], [span("11:00", "16:00")]],
    ]),
    "Ojai Valley Bike Works": week([
      [["tue", "wed", "thu", "fri"], [span("09:00", "17:30")]],
      [["sat", "sun"], [span("08:00", "16:00")]],
    ]),
    "Foothill Pet Grooming": week([[["tue", "wed", "thu", "fri", "sat"], [span("08:00", "16:00")]]], {
      note: "By appointment",
    }),
    "Sunrise Auto Care": week([
      [workweek, [span("07:30", "17:30")]],
      [["sat"], [span("08:00", "12:00")]],
    ]),
    "Harlan & Reyes, Attorneys at Law": week([[workweek, [span("09:00", "12:00"), span("13:00", "17:00")]]], {
      note: "Evening consultations by appointment",
    }),
    "Topatopa Bookkeeping & Tax": week([[workweek, [span("09:00", "17:00")]]], {
      note: "Saturdays by appointment from February to April",
    }),
    "Signal Street Family Dental": week([
      [["mon", "tue", "wed", "thu"], [span("08:00", "17:00")]],
      [["fri"], [span("08:00", "13:00")]],
    ]),
    "Orange Blossom Pediatrics": week([[workweek, [span("08:30", "12:30"), span("13:30", "17:30")]]]),
    "Valley Oak Physical Therapy": week([[workweek, [span("07:00", "19:00")]]]),
    "Kiln & Creek Pottery Studio": week([[["thu", "fri", "sat", "sun"], [span("11:00", "17:00")]]], {
      note: "Wheel classes by appointment",
    }),
    "Arcade Light Gallery": week([[["wed", "thu", "fri", "sat", "sun"], [span("11:00", "18:00")]]]),
    "Ridgeline Photography Gallery": week([[["fri", "sat", "sun"], [span("12:00", "17:00")]]], {
      note: "Weekdays by appointment",
    }),
    "Blue Heron Fine Art": week([[["thu", "fri", "sat", "sun"], [span("11:00", "17:00")]]]),
    "Quiet Valley Yoga & Bodywork": week([
      [
        [...workweek, "sat", "sun"],
        [span("07:00", "12:00"), span("16:00", "20:00")],
      ],
    ]),
    "Eucalyptus Float & Sauna": week([[[...workweek, "sat", "sun"], [span("09:00", "21:00")]]], {
      exceptions: [{ date: nextDecember(now, 25), closed: true }],
    }),
    "Topa Vista Guest Ranch": week([[[...workweek, "sat", "sun"], [span("00:00", "23:59")]]], {
      note: "Front desk open around the clock",
    }),
    "Signal Street Cottages": week([[[...workweek, "sat", "sun"], [span("08:00", "20:00")]]], {
      note: "Check-in from 3 PM; late arrivals by arrangement",
    }),
  };
}

export const seedSocial: Record<string, Social> = {
  "Topa Ridge Kitchen": {
    instagram: "https://www.instagram.com/toparidgekitchen",
    facebook: "https://www.facebook.com/toparidgekitchen",
  },
  "Pink Moment Coffee House": {
    instagram: "https://www.instagram.com/pinkmomentcoffee",
    tiktok: "https://www.tiktok.com/@pinkmomentcoffee",
  },
  "Olive & Oak Wine Room": { instagram: "https://www.instagram.com/oliveandoakojai" },
  "Ojai Valley Bike Works": {
    instagram: "https://www.instagram.com/ojaibikeworks",
    youtube: "https://www.youtube.com/@ojaibikeworks",
  },
  "Harlan & Reyes, Attorneys at Law": { linkedin: "https://www.linkedin.com/company/harlan-reyes-law" },
  "Arcade Light Gallery": {
    instagram: "https://www.instagram.com/arcadelightgallery",
    facebook: "https://www.facebook.com/arcadelightgallery",
    x: "https://x.com/arcadelight",
  },
  "Topa Vista Guest Ranch": { facebook: "https://www.facebook.com/topavistaranch" },
};
