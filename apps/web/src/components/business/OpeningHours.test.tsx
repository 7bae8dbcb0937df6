// The opening hours as a page's first response carries them, at a fixed instant in Los Angeles.
import type { Hours } from "@chamber/core/schemas";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OpeningHours } from "./OpeningHours.tsx";
import { OpeningLine } from "./OpeningLine.tsx";

const zone = "America/Los_Angeles";
const nineToFive = [{ opens: "09:00", closes: "17:00" }];
const hours: Hours = {
  weekly: { mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [], sun: [] },
  note: "By appointment on weekends",
  exceptions: [
    { date: "2026-12-24", spans: [{ opens: "09:00", closes: "12:00" }] },
    { date: "2026-12-25", closed: true },
    { date: "2027-02-15", closed: true },
  ],
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("OpeningHours", () => {
  it("shows the line, today, the week, the exceptions of the next 14 days and the note", () => {
    const now = new Date("2026-12-22T10:00:00-08:00");
    const shown = text(renderToString(<OpeningHours hours={hours} now={now} zone={zone} />));
    expect(shown).toContain("Open now · until 5 PM");
    expect(shown).toContain("Today: 9 AM – 5 PM");
    expect(shown).toContain("Monday 9 AM – 5 PM");
    expect(shown).toContain("Saturday Closed");
    expect(shown).toContain("Thu, Dec 24: 9 AM – 12 PM");
    expect(shown).toContain("Fri, Dec 25: Closed");
    expect(shown).not.toContain("Feb 15");
    expect(shown).toContain("By appointment on weekends");
  });

  it("draws the line alone for a card, and nothing without hours", () => {
    const now = new Date("2026-12-25T10:00:00-08:00");
    const html = renderToString(<OpeningLine hours={hours} now={now} zone={zone} />);
    expect(text(html)).toBe("Closed today — opens Mon 9 AM");
    expect(html).toContain('data-open="false"');
    expect(renderToString(<OpeningLine hours={null} now={now} zone={zone} />)).toBe("");
  });
});
