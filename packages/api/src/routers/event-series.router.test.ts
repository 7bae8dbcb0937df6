import { localDateTime } from "@chamber/core";
import { describe, expect, test } from "vitest";
import { errorCodeOf, openCallers, RecordingCache } from "../testing/callers.ts";

const zone = "America/Los_Angeles";
// T0 is June 15, 2026. A weekly Saturday 6 PM series from February 27, 2027 crosses the March
// switch (March 14, 2027); a weekly Sunday 9:30 AM one from October 24, 2027 crosses November 7.
const series = {
  title: "Farmers' Market Music",
  description: "Live music at the market.",
  category: "community",
  location: "Ojai Arcade",
};

describe("event series", () => {
  test("keeps the wall clock across both daylight-saving changes", async () => {
    const callers = await openCallers();
    try {
      const spring = await callers.admin.eventSeries.create({
        ...series,
        date: "2027-02-28T02:00:00Z",
        rule: "FREQ=WEEKLY;BYDAY=SA",
        count: 4,
      });
      expect(spring.occurrences.map((row) => localDateTime(new Date(row.date), zone))).toEqual([
        "2027-02-27 18:00",
        "2027-03-06 18:00",
        "2027-03-13 18:00",
        "2027-03-20 18:00",
      ]);
      const autumn = await callers.admin.eventSeries.create({
        ...series,
        date: "2027-10-24T16:30:00Z",
        rule: "FREQ=WEEKLY;BYDAY=SU",
        until: "2027-11-14T23:59:00-08:00",
      });
      expect(autumn.occurrences.map((row) => localDateTime(new Date(row.date), zone))).toEqual([
        "2027-10-24 09:30",
        "2027-10-31 09:30",
        "2027-11-07 09:30",
        "2027-11-14 09:30",
      ]);
    } finally {
      await callers.close();
    }
  });

  test("hides a draft series and its occurrences from visitors, and refuses their writes", async () => {
    const callers = await openCallers();
    try {
      const draft = await callers.admin.eventSeries.create({
        ...series,
        date: "2027-01-08T02:00:00Z",
        rule: "FREQ=MONTHLY;BYDAY=1TH",
        count: 2,
        published: false,
      });
      expect(await errorCodeOf(callers.visitor.eventSeries.byId({ id: draft.id }))).toBe("NOT_FOUND");
      expect(await callers.visitor.eventSeries.list({})).toEqual([]);
      expect(await callers.visitor.event.list({})).toEqual([]);
      expect((await callers.admin.event.list({})).map((row) => row.seriesId)).toEqual([draft.id, draft.id]);
      expect(
        await errorCodeOf(
          callers.visitor.eventSeries.create({ ...series, date: "2027-01-08T02:00:00Z", rule: "FREQ=WEEKLY" }),
        ),
      ).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(callers.visitor.eventSeries.delete({ id: draft.id }))).toBe("UNAUTHORIZED");
    } finally {
      await callers.close();
    }
  });

  test("a series write drops the cached event reads", async () => {
    const cache = new RecordingCache();
    const callers = await openCallers({ cache });
    try {
      await callers.admin.eventSeries.create({
        ...series,
        date: "2027-01-08T02:00:00Z",
        rule: "FREQ=WEEKLY",
        count: 1,
      });
      expect(cache.invalidated).toContain("events:");
    } finally {
      await callers.close();
    }
  });
});
