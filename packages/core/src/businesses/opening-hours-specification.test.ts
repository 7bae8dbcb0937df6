import { describe, expect, it } from "vitest";
import type { Hours } from "./hours.ts";
import { openingHoursSpecification } from "./opening-hours-specification.ts";

const lunch = { opens: "11:30", closes: "14:00" };
const dinner = { opens: "17:00", closes: "21:00" };

describe("openingHoursSpecification (schema.org)", () => {
  it("answers nothing without hours", () => {
    expect(openingHoursSpecification(null)).toEqual([]);
  });

  it("groups the weekdays of each span, omits closed days and keeps a span past midnight as is", () => {
    const hours: Hours = {
      weekly: {
        mon: [],
        tue: [lunch, dinner],
        wed: [lunch, dinner],
        thu: [lunch, dinner],
        fri: [lunch, { opens: "17:00", closes: "01:00" }],
        sat: [dinner],
        sun: [],
      },
      exceptions: [],
    };
    expect(openingHoursSpecification(hours)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"], ...lunch },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Saturday"], ...dinner },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "17:00", closes: "01:00" },
    ]);
  });

  it("writes dated exceptions with validFrom and validThrough, a closed day as 00:00–00:00", () => {
    const hours: Hours = {
      weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      exceptions: [
        { date: "2026-12-31", spans: [{ opens: "10:00", closes: "15:00" }] },
        { date: "2026-12-25", closed: true },
      ],
    };
    expect(openingHoursSpecification(hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-12-25",
        validThrough: "2026-12-25",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "10:00",
        closes: "15:00",
        validFrom: "2026-12-31",
        validThrough: "2026-12-31",
      },
    ]);
  });
});
