import { localDateTime } from "@chamber/core";
import { describe, expect, test } from "vitest";
import { errorCodeOf, openCallers, RecordingCache, T0 } from "../testing/callers.ts";

const zone = "America/Los_Angeles";
// T0 is June 15, 2026. A weekly Saturday 6 PM series from February 27, 2027 crosses the March
// switch (March 14, 2027); a weekly Sunday 9:30 AM one from October 24, 2027 crosses November 7.
const series = {
  title: "Farmers' Market Music",
  description: "Live music at the market.",
  category: "community",
  location: "Ojai Arcade",
};
// The first Thursday of each month at 6 PM, from January 7, 2027.
const monthly = { ...series, date: "2027-01-08T02:00:00Z", rule: "FREQ=MONTHLY;BYDAY=1TH" };

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

  test("a new time keeps each occurrence's id, its skipped date and its own edits, summer and winter", async () => {
    const callers = await openCallers();
    try {
      // The first Thursdays of January to June 2027 at 6 PM (the March switch in between).
      const made = await callers.admin.eventSeries.create({ ...monthly, count: 6 });
      const [january, february, march, april, may, june] = made.occurrences;
      if (!january || !february || !march || !april || !may || !june) throw new Error("expected six");
      await callers.admin.event.delete({ id: february.id });
      await callers.admin.event.update({ ...series, id: march.id, date: march.date, status: "cancelled" });
      // April moved a week later; May at another place.
      await callers.admin.event.update({ ...series, id: april.id, date: "2027-04-09T01:00:00.000Z" });
      await callers.admin.event.update({ ...series, id: may.id, date: may.date, location: "Libbey Park" });

      // The whole series now starts at 7 PM.
      const after = await callers.admin.eventSeries.update({
        ...monthly,
        id: made.id,
        date: "2027-01-08T03:00:00Z",
        count: 6,
      });
      const rows = after.occurrences.map((row) => ({
        id: row.id,
        start: localDateTime(new Date(row.date), zone),
        original: localDateTime(new Date(row.occurrenceDate ?? 0), zone),
        status: row.status,
        location: row.location,
      }));
      expect(rows).toEqual([
        {
          id: january.id,
          start: "2027-01-07 19:00",
          original: "2027-01-07 19:00",
          status: "scheduled",
          location: "Ojai Arcade",
        },
        {
          id: march.id,
          start: "2027-03-04 19:00",
          original: "2027-03-04 19:00",
          status: "cancelled",
          location: "Ojai Arcade",
        },
        {
          id: april.id,
          start: "2027-04-08 18:00",
          original: "2027-04-01 19:00",
          status: "scheduled",
          location: "Ojai Arcade",
        },
        {
          id: may.id,
          start: "2027-05-06 19:00",
          original: "2027-05-06 19:00",
          status: "scheduled",
          location: "Libbey Park",
        },
        {
          id: june.id,
          start: "2027-06-03 19:00",
          original: "2027-06-03 19:00",
          status: "scheduled",
          location: "Ojai Arcade",
        },
      ]);
      // February stays skipped, at its new time so calendar apps match it with the rule.
      expect(after.exdates.map((date) => localDateTime(new Date(date), zone))).toEqual(["2027-02-04 19:00"]);
      expect(after.detached).toEqual([]);
    } finally {
      await callers.close();
    }
  });

  test("a new rule keeps occurrences on dates it still gives, drops the others, and keeps edited ones as events of their own", async () => {
    const callers = await openCallers();
    try {
      // Every Thursday from January 7, 2027, six times; then every other Thursday, three times.
      const weekly = { ...series, date: "2027-01-08T02:00:00Z", rule: "FREQ=WEEKLY;BYDAY=TH", count: 6 };
      const made = await callers.admin.eventSeries.create(weekly);
      const [jan7, jan14, jan21, jan28, feb4, feb11] = made.occurrences;
      if (!jan7 || !jan14 || !jan21 || !jan28 || !feb4 || !feb11) throw new Error("expected six");
      await callers.admin.event.update({ ...series, id: jan14.id, date: jan14.date, status: "cancelled" });

      const after = await callers.admin.eventSeries.update({
        ...weekly,
        id: made.id,
        rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH",
        count: 3,
      });
      expect(after.occurrences.map((row) => row.id)).toEqual([jan7.id, jan21.id, feb4.id]);
      // The cancelled January 14 keeps its page and its status, now on its own.
      expect(after.detached).toEqual([jan14.id]);
      expect(await callers.visitor.event.byId({ id: jan14.id })).toMatchObject({
        status: "cancelled",
        seriesId: null,
        occurrenceDate: null,
        date: jan14.date,
      });
      for (const gone of [jan28, feb11]) {
        expect(await errorCodeOf(callers.visitor.event.byId({ id: gone.id }))).toBe("NOT_FOUND");
      }
    } finally {
      await callers.close();
    }
  });

  test("an occurrence deleted before the series' time changed comes back at the new time when undone", async () => {
    const callers = await openCallers();
    try {
      const made = await callers.admin.eventSeries.create({ ...monthly, count: 2 });
      const [, february] = made.occurrences;
      if (!february) throw new Error("expected two");
      await callers.admin.event.delete({ id: february.id });
      await callers.admin.eventSeries.update({ ...monthly, id: made.id, date: "2027-01-08T03:00:00Z", count: 2 });
      const back = await callers.admin.event.restore({ id: february.id });
      expect(localDateTime(new Date(back.date), zone)).toBe("2027-02-04 19:00");
      expect(back.occurrenceDate).toBe(back.date);
      expect((await callers.admin.eventSeries.byId({ id: made.id, scope: "all" })).exdates).toEqual([]);
    } finally {
      await callers.close();
    }
  });

  test("an occurrence deleted before a new rule that no longer gives its day comes back as an event of its own when undone", async () => {
    const callers = await openCallers();
    try {
      const made = await callers.admin.eventSeries.create({ ...monthly, count: 3 });
      const [, february, march] = made.occurrences;
      if (!february || !march) throw new Error("expected three");
      await callers.admin.event.delete({ id: february.id });
      await callers.admin.event.delete({ id: march.id });
      // Now the second Thursdays, from January 14: February 4 is no longer one of its dates; and
      // with two of them, March is past the end.
      await callers.admin.eventSeries.update({
        ...monthly,
        id: made.id,
        date: "2027-01-15T02:00:00Z",
        rule: "FREQ=MONTHLY;BYDAY=2TH",
        count: 2,
      });

      for (const [occurrence, start] of [
        [february, "2027-02-04 18:00"],
        [march, "2027-03-04 18:00"],
      ] as const) {
        const back = await callers.admin.event.restore({ id: occurrence.id });
        expect(back).toMatchObject({ id: occurrence.id, seriesId: null, occurrenceDate: null, overridden: false });
        expect(localDateTime(new Date(back.date), zone)).toBe(start);
        // Its calendar copy is replaced: it is now an event of its own with a new revision.
        expect(back.sequence).toBeGreaterThan(occurrence.sequence);
      }
      const after = await callers.admin.eventSeries.byId({ id: made.id, scope: "all" });
      // Their days stay skipped: the events of their own stand for them.
      expect(after.exdates).toEqual([february.date, march.date]);
      expect(after.occurrences.map((row) => localDateTime(new Date(row.date), zone))).toEqual([
        "2027-01-14 18:00",
        "2027-02-11 18:00",
      ]);
      // A later series edit leaves them alone: they are no longer its occurrences.
      await callers.admin.eventSeries.update({
        ...monthly,
        id: made.id,
        date: "2027-01-15T03:00:00Z",
        rule: "FREQ=MONTHLY;BYDAY=2TH",
        count: 2,
      });
      for (const occurrence of [february, march]) {
        expect(await callers.visitor.event.byId({ id: occurrence.id })).toMatchObject({ seriesId: null });
      }
      // Back to the first Thursdays: their days come round again, and no second event is made beside them.
      const firstThursdays = await callers.admin.eventSeries.update({ ...monthly, id: made.id, count: 3 });
      expect(firstThursdays.occurrences.map((row) => localDateTime(new Date(row.date), zone))).toEqual([
        "2027-01-07 18:00",
      ]);
      const onThoseDays = await callers.admin.event.list({ scope: "all" });
      expect(
        onThoseDays.filter((row) =>
          ["2027-02-04", "2027-03-04"].includes(localDateTime(new Date(row.date), zone).slice(0, 10)),
        ),
      ).toHaveLength(2);
    } finally {
      await callers.close();
    }
  });

  test("a new time set on an occurrence's day after it began gives that day no second occurrence", async () => {
    const callers = await openCallers();
    try {
      const made = await callers.admin.eventSeries.create({ ...monthly, count: 2 });
      // 6:30 PM on January 7: the mixer has begun; the series moves to 7 PM from now on.
      callers.clock.now = new Date("2027-01-08T02:30:00Z");
      const after = await callers.admin.eventSeries.update({
        ...monthly,
        id: made.id,
        date: "2027-01-08T03:00:00Z",
        count: 2,
      });
      expect(after.occurrences.map((row) => [row.id, localDateTime(new Date(row.date), zone)])).toEqual([
        [made.occurrences[0]?.id, "2027-01-07 18:00"],
        [made.occurrences[1]?.id, "2027-02-04 19:00"],
      ]);
    } finally {
      await callers.close();
    }
  });

  test("a deleted series comes back with its occurrences, their ids and their own edits when undone", async () => {
    const callers = await openCallers();
    try {
      const made = await callers.admin.eventSeries.create({ ...monthly, count: 3 });
      const [first, second, third] = made.occurrences;
      if (!first || !second || !third) throw new Error("expected three");
      await callers.admin.event.delete({ id: second.id });
      await callers.admin.event.update({ ...series, id: third.id, date: third.date, status: "cancelled" });
      await callers.admin.eventSeries.delete({ id: made.id });
      expect(await errorCodeOf(callers.visitor.event.byId({ id: first.id }))).toBe("NOT_FOUND");
      expect(await errorCodeOf(callers.visitor.eventSeries.restore({ id: made.id }))).toBe("UNAUTHORIZED");

      const back = await callers.admin.eventSeries.restore({ id: made.id });
      expect(back.exdates).toEqual([second.date]);
      expect(back.occurrences.map((row) => [row.id, row.status])).toEqual([
        [first.id, "scheduled"],
        [third.id, "cancelled"],
      ]);
      // Once: a second undo, or one after the window, has nothing to put back.
      expect(await errorCodeOf(callers.admin.eventSeries.restore({ id: made.id }))).toBe("NOT_FOUND");
      await callers.admin.eventSeries.delete({ id: made.id });
      callers.clock.now = new Date(T0.getTime() + 2 * 60_000);
      expect(await errorCodeOf(callers.admin.eventSeries.restore({ id: made.id }))).toBe("NOT_FOUND");
      expect(await errorCodeOf(callers.admin.eventSeries.delete({ id: made.id }))).toBe("NOT_FOUND");
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
