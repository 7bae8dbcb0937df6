import { describe, expect, test } from "vitest";
import { DAY, errorCodeOf, iso, openCallers } from "../testing/callers.ts";

// T0 is June 15, 2026. The first Thursday of each month at 6 PM in Los Angeles, from July 2, 2026.
const monthly = {
  title: "Business After Hours",
  description: "Mix and mingle.",
  category: "community",
  location: "Ojai Arcade",
  date: "2026-07-03T01:00:00.000Z",
  rule: "FREQ=MONTHLY;BYDAY=1TH",
  count: 4,
  cost: "$10 at the door",
};
const single = { ...monthly, title: "Ribbon Cutting", date: iso(3 * DAY), rule: undefined, count: undefined };

describe("events list: a series once", () => {
  test("lists a series once by its next occurrence, with its rule in words, filters and pages kept", async () => {
    const callers = await openCallers();
    try {
      const series = await callers.admin.eventSeries.create(monthly);
      const { rule: _r, count: _c, ...fields } = single;
      await callers.admin.event.create(fields);
      await callers.admin.event.create({ ...fields, title: "Old Mixer", date: iso(-40 * DAY) });
      expect((await callers.visitor.event.list({})).length).toBe(6);
      const once = await callers.visitor.event.list({ series: "once" });
      expect(once.map((row) => [row.title, row.repeats])).toEqual([
        ["Ribbon Cutting", null],
        ["Business After Hours", "Every first Thursday, 6:00 PM"],
        ["Old Mixer", null],
      ]);
      expect(once[1]?.id).toBe(series.occurrences[0]?.id);
      // A bound that starts later picks the series' first occurrence within it.
      const later = await callers.visitor.event.list({ series: "once", from: "2026-08-15" });
      expect(later.map((row) => row.id)).toEqual([series.occurrences[2]?.id]);
      const page = await callers.visitor.event.listPage({ series: "once", limit: 2, offset: 0 });
      expect(page).toMatchObject({ total: 3, items: [{ title: "Ribbon Cutting" }, { title: "Business After Hours" }] });
      expect(await callers.visitor.event.list({ series: "once", category: "networking" })).toEqual([]);
      expect(await errorCodeOf(callers.visitor.event.list({ series: "twice" as "once" }))).toBe("BAD_REQUEST");
      // Once every occurrence is past, the latest stands for the series.
      callers.clock.now = new Date("2026-12-01T00:00:00.000Z");
      const past = await callers.visitor.event.list({ series: "once", when: "past" });
      expect(past.find((row) => row.seriesId === series.id)?.id).toBe(series.occurrences[3]?.id);
    } finally {
      await callers.close();
    }
  });
});

describe("an occurrence's series", () => {
  test("says the rule in words and the next dates, and carries the series' cost", async () => {
    const callers = await openCallers();
    try {
      const series = await callers.admin.eventSeries.create(monthly);
      const [first, second, third, fourth] = series.occurrences;
      expect(series.occurrences.map((row) => row.cost)).toEqual(Array(4).fill("$10 at the door"));
      const answer = await callers.visitor.event.series({ id: second?.id ?? 0 });
      expect(answer).toMatchObject({ id: series.id, words: "Every first Thursday, 6:00 PM", count: 4 });
      expect(answer.next.map((row) => row.id)).toEqual([first?.id, third?.id, fourth?.id]);
      const edited = await callers.admin.eventSeries.update({ ...monthly, id: series.id, cost: "Free" });
      expect(edited.occurrences.map((row) => row.cost)).toEqual(Array(4).fill("Free"));
      const { rule: _r, count: _c, ...fields } = single;
      const own = await callers.admin.event.create(fields);
      expect(await errorCodeOf(callers.visitor.event.series({ id: own.id }))).toBe("NOT_FOUND");
      expect(await errorCodeOf(callers.visitor.event.series({ id: 999_999 }))).toBe("NOT_FOUND");
    } finally {
      await callers.close();
    }
  });
});

describe("a skipped date", () => {
  test("answers the series, the skipped start and the next date, until the delete is undone", async () => {
    const callers = await openCallers();
    try {
      const series = await callers.admin.eventSeries.create(monthly);
      const [first, second, third] = series.occurrences;
      await callers.admin.event.delete({ id: second?.id ?? 0 });
      expect(await errorCodeOf(callers.visitor.event.byId({ id: second?.id ?? 0 }))).toBe("NOT_FOUND");
      expect(await callers.visitor.event.skipped({ id: second?.id ?? 0 })).toMatchObject({
        id: second?.id,
        seriesId: series.id,
        title: "Business After Hours",
        date: second?.date,
        words: "Every first Thursday, 6:00 PM",
        next: { id: third?.id, date: third?.date },
      });
      // An event that exists, or never was an occurrence, is no skipped date.
      expect(await errorCodeOf(callers.visitor.event.skipped({ id: first?.id ?? 0 }))).toBe("NOT_FOUND");
      expect(await errorCodeOf(callers.visitor.event.skipped({ id: 999_999 }))).toBe("NOT_FOUND");
      await callers.admin.event.restore({ id: second?.id ?? 0 });
      expect(await errorCodeOf(callers.visitor.event.skipped({ id: second?.id ?? 0 }))).toBe("NOT_FOUND");
      // A hidden series' skipped dates are not told to visitors.
      await callers.admin.event.delete({ id: third?.id ?? 0 });
      await callers.admin.eventSeries.update({ ...monthly, id: series.id, published: false });
      expect(await errorCodeOf(callers.visitor.event.skipped({ id: third?.id ?? 0 }))).toBe("NOT_FOUND");
    } finally {
      await callers.close();
    }
  });
});
