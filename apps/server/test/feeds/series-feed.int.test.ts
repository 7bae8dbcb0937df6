// The calendar feed states a series as calendar apps expect it (decision 017): one VEVENT with its RRULE
// and EXDATE, and an override with RECURRENCE-ID for each occurrence edited on its own. Checked by
// parsing the feed with ical.js and expanding the series as a calendar app would.
import ICAL from "ical.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { setup, type TestContext, uncached } from "../helpers.ts";

const PUBLIC_URL = "https://ojaichamber.example";
const NOW = new Date("2026-12-15T20:00:00.000Z");
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ ...uncached, publicUrl: PUBLIC_URL, now: () => NOW });
});
afterAll(() => ctx?.close());

const series = {
  title: "Members' Mixer",
  description: "First Thursday networking.",
  category: "networking",
  location: "Ojai Arcade",
  date: "2027-01-08T02:00:00.000Z",
  rule: "FREQ=MONTHLY;BYDAY=1TH",
  count: 6,
};

test("one series with its skipped date, a cancelled and a moved occurrence, expanded by ical.js", async () => {
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/event-series",
    headers: ctx.auth,
    payload: series,
  });
  const { id, occurrences } = created.json<{ id: number; occurrences: { id: number; date: string }[] }>();
  const [, february, march, april] = occurrences;
  if (!february || !march || !april) throw new Error("expected occurrences");
  await ctx.app.inject({ method: "DELETE", url: `/api/events/${february.id}`, headers: ctx.auth });
  const put = (eventId: number, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: "PUT",
      url: `/api/events/${eventId}`,
      headers: ctx.auth,
      payload: { ...series, ...payload },
    });
  await put(march.id, { date: march.date, status: "cancelled" });
  await put(april.id, { date: "2027-04-09T01:00:00.000Z", status: "rescheduled" });
  await ctx.app.inject({
    method: "POST",
    url: "/api/events",
    headers: ctx.auth,
    payload: { ...series, title: "Ojai Day", date: "2027-10-17T17:00:00.000Z" },
  });

  const response = await ctx.app.inject({ method: "GET", url: "/feeds/events.ics" });
  expect(response.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const vevents = calendar.getAllSubcomponents("vevent");
  // The series, its two overrides and the one-off: not six separate occurrences.
  expect(vevents).toHaveLength(4);
  const uid = `series-${id}@ojaichamber.example`;
  const masterComponent = vevents.find(
    (vevent) => vevent.getFirstPropertyValue("uid") === uid && !vevent.hasProperty("recurrence-id"),
  );
  if (!masterComponent) throw new Error("no series VEVENT");
  const master = new ICAL.Event(masterComponent, {
    exceptions: vevents.filter((vevent) => vevent.hasProperty("recurrence-id")),
  });
  expect(master.isRecurring()).toBe(true);

  const expanded: { start: string; status: unknown; summary: string }[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const details = master.getOccurrenceDetails(next);
    expanded.push({
      start: details.startDate.toJSDate().toISOString(),
      status: details.item.component.getFirstPropertyValue("status"),
      summary: details.item.summary,
    });
  }
  expect(expanded.map(({ start, status }) => [start, status])).toEqual([
    ["2027-01-08T02:00:00.000Z", "CONFIRMED"],
    // February 4 skipped (EXDATE).
    ["2027-03-05T02:00:00.000Z", "CANCELLED"],
    ["2027-04-09T01:00:00.000Z", "CONFIRMED"], // moved from April 1
    ["2027-05-07T01:00:00.000Z", "CONFIRMED"],
    ["2027-06-04T01:00:00.000Z", "CONFIRMED"],
  ]);
  expect(masterComponent.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=MONTHLY;COUNT=6;BYDAY=+1TH");
  expect(masterComponent.getFirstPropertyValue("url")).toBe(`${PUBLIC_URL}/events/${occurrences[0]?.id}`);
  // A subscribed calendar replaces its copy: the series' revision went up with the skipped date.
  expect(Number(masterComponent.getFirstPropertyValue("sequence"))).toBe(1);
});

test("an occurrence brought back by Undo after a new rule no longer gives its day is its own VEVENT", async () => {
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/event-series",
    headers: ctx.auth,
    payload: { ...series, title: "Second Thursday Walk", count: 2 },
  });
  const { id, occurrences } = created.json<{ id: number; occurrences: { id: number; date: string }[] }>();
  const february = occurrences[1];
  if (!february) throw new Error("expected two");
  await ctx.app.inject({ method: "DELETE", url: `/api/events/${february.id}`, headers: ctx.auth });
  const edit = await ctx.app.inject({
    method: "PUT",
    url: `/api/event-series/${id}`,
    headers: ctx.auth,
    payload: {
      ...series,
      title: "Second Thursday Walk",
      date: "2027-01-15T02:00:00.000Z",
      rule: "FREQ=MONTHLY;BYDAY=2TH",
      count: 2,
    },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const undo = await ctx.app.inject({ method: "POST", url: `/api/events/${february.id}/restore`, headers: ctx.auth });
  expect(undo.statusCode, undo.body).toBe(200);

  const response = await ctx.app.inject({ method: "GET", url: "/feeds/events.ics" });
  const vevents = new ICAL.Component(ICAL.parse(response.body))
    .getAllSubcomponents("vevent")
    .filter((vevent) => vevent.getFirstPropertyValue("summary") === "Second Thursday Walk");
  const own = vevents.find(
    (vevent) => vevent.getFirstPropertyValue("uid") === `event-${february.id}@ojaichamber.example`,
  );
  const start = own?.getFirstPropertyValue("dtstart") as ICAL.Time | undefined;
  expect(start?.toJSDate().toISOString()).toBe(february.date);
  const master = vevents.find((vevent) => vevent.hasProperty("rrule"));
  expect(master?.getAllProperties("exdate")).toEqual([]);
  expect(vevents).toHaveLength(2);
});
