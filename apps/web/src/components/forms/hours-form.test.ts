import { type Hours, hours as hoursSchema, social as socialSchema } from "@chamber/core/schemas";
import { describe, expect, it } from "vitest";
import { hoursFormToInput, hoursFormValues, socialFormToInput, socialFormValues } from "./hours-form.ts";

const stored: Hours = {
  weekly: {
    mon: [],
    tue: [
      { opens: "11:30", closes: "14:00" },
      { opens: "17:00", closes: "21:30" },
    ],
    wed: [{ opens: "09:00", closes: "17:00" }],
    thu: [],
    fri: [{ opens: "18:00", closes: "02:00" }],
    sat: [],
    sun: [],
  },
  note: "By appointment on Mondays",
  exceptions: [
    { date: "2026-12-25", closed: true },
    { date: "2026-12-31", spans: [{ opens: "10:00", closes: "15:00" }] },
  ],
};

describe("opening hours in a form", () => {
  it("gives back the stored hours unchanged, and null for none", () => {
    expect(hoursFormToInput(hoursFormValues(stored))).toEqual(stored);
    expect(hoursFormValues(null).given).toBe(false);
    expect(hoursFormToInput(hoursFormValues(null))).toBeNull();
  });

  it("keeps an exception's times while it is marked closed, and drops them from the input", () => {
    const values = hoursFormValues(stored);
    const special = values.exceptions[1];
    if (!special) throw new Error("no second exception");
    special.closed = true;
    expect(hoursFormToInput(values)?.exceptions[1]).toEqual({ date: "2026-12-31", closed: true });
    expect(special.spans).toEqual([{ opens: "10:00", closes: "15:00" }]);
  });

  it("puts the schema's errors at the form's own paths", () => {
    const values = hoursFormValues(stored);
    values.weekly.wed = [{ opens: "9", closes: "17:00" }];
    const issues = hoursSchema.safeParse(hoursFormToInput(values)).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toEqual(["weekly.wed.0.opens"]);
    expect(values.weekly.wed[0]).toHaveProperty("opens");
  });

  it("saves only the social links typed, trimmed", () => {
    const values = socialFormValues({ instagram: "https://instagram.com/ojai" });
    expect(values).toMatchObject({ facebook: "", instagram: "https://instagram.com/ojai" });
    values.facebook = "  https://facebook.com/ojai ";
    const input = socialFormToInput(values);
    expect(input).toEqual({ facebook: "https://facebook.com/ojai", instagram: "https://instagram.com/ojai" });
    expect(socialSchema.parse(input)).toEqual(input);
  });
});
