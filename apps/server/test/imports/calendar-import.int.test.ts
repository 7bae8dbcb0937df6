// Importing events from iCalendar through POST /api/imports/events (docs/decisions/032-calendar-import.md):
// the exports of Google Calendar and The Events Calendar (fixtures/, as those programs write them:
// VTIMEZONE blocks, CRLF, folded lines, their own X- lines), each with a weekly series, an EXDATE,
// an occurrence moved, one cancelled and an all-day event; imported twice; a feed read from an
// address and kept as a subscription; and the refusals.
import { readFileSync } from "node:fs";
import { API_TOKEN_PREFIX, Changes, hashToken, newToken, noopCache, refreshDueSubscriptions } from "@chamber/api";
import { localDateTime } from "@chamber/core";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectValidationError, login, manualClock, setup, type TestContext } from "../helpers.ts";
import { multipart } from "../images/multipart.ts";
import { type FeedServer, feedServer } from "./calendar-feed-server.ts";

const ZONE = "America/Los_Angeles";
const GOOGLE_SERIES = "4mq3bv0hk3s1l9kq2r7f0t8d1c@google.com";
const TEC_SERIES = "10000412-1791480600-1791486000@ojaivalleymuseum.example";
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const google = fixture("google-calendar.ics");
const tec = fixture("the-events-calendar.ics");

const clock = manualClock(new Date("2026-10-01T12:00:00.000Z"));
let ctx: TestContext;
let feed: FeedServer;

beforeAll(async () => {
  ctx = await setup({ now: clock.now, allowPrivateTargets: true });
  feed = await feedServer();
});
afterAll(async () => {
  await feed?.close();
  await ctx?.close();
});

const upload = (text: string | Buffer, headers: Record<string, string> = ctx.auth) => {
  const body = multipart({ bytes: Buffer.from(text), filename: "calendar.ics", contentType: "text/calendar" });
  return ctx.app.inject({
    method: "POST",
    url: "/api/imports/events",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const fromUrl = (payload: object, app = ctx.app) =>
  app.inject({ method: "POST", url: "/api/imports/events", headers: ctx.auth, payload });
const counts = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  const { created, updated, unchanged, refused } = response.json();
  return { created, updated, unchanged, refused };
};

/** The series imported with `uid`, its occurrences as "local start · title · status". */
async function occurrencesOf(uid: string) {
  const series = await ctx.prisma.eventSeries.findUniqueOrThrow({ where: { importUid: uid } });
  const events = await ctx.prisma.event.findMany({ where: { seriesId: series.id }, orderBy: { date: "asc" } });
  return {
    series,
    lines: events.map((event) => `${localDateTime(event.date, ZONE)} · ${event.title} · ${event.status}`),
  };
}

/** Every event and series row as it is stored, to show a second import wrote nothing. */
const stored = async () => ({
  events: await ctx.prisma.event.findMany({ orderBy: { id: "asc" } }),
  series: await ctx.prisma.eventSeries.findMany({ orderBy: { id: "asc" } }),
  activity: await ctx.prisma.activityEntry.count(),
});

describe("a Google Calendar export", () => {
  it("imports the series with its skipped, moved and cancelled dates at their local times", async () => {
    expect(counts(await upload(google))).toEqual({ created: 5, updated: 0, unchanged: 0, refused: [] });
    const { series, lines } = await occurrencesOf(GOOGLE_SERIES);
    expect(series).toMatchObject({ title: "Tuesday Evening Sketch Club", category: "Community", allDay: false });
    expect(series.rule).toMatch(/FREQ=WEEKLY/);
    expect(series.rule).toMatch(/BYDAY=TU/);
    expect(series.until?.toISOString()).toBe("2026-12-16T07:59:59.000Z");
    // 6 PM before and after the November switch; Oct 20 skipped; Oct 27 moved; Nov 10 cancelled.
    expect(lines).toEqual([
      "2026-10-06 18:00 · Tuesday Evening Sketch Club · scheduled",
      "2026-10-13 18:00 · Tuesday Evening Sketch Club · scheduled",
      "2026-10-27 19:00 · Sketch Club: Halloween Lantern Night · scheduled",
      "2026-11-03 18:00 · Tuesday Evening Sketch Club · scheduled",
      "2026-11-10 18:00 · Tuesday Evening Sketch Club · cancelled",
      "2026-11-17 18:00 · Tuesday Evening Sketch Club · scheduled",
      "2026-11-24 18:00 · Tuesday Evening Sketch Club · scheduled",
      "2026-12-01 18:00 · Tuesday Evening Sketch Club · scheduled",
      "2026-12-08 18:00 · Tuesday Evening Sketch Club · scheduled",
      "2026-12-15 18:00 · Tuesday Evening Sketch Club · scheduled",
    ]);
    expect(series.exdates.map((date) => localDateTime(date, ZONE))).toEqual(["2026-10-20 18:00"]);
    const moved = await ctx.prisma.event.findFirstOrThrow({
      where: { seriesId: series.id, title: { contains: "Halloween" } },
    });
    expect(moved).toMatchObject({ overridden: true, description: expect.stringContaining("costumes welcome") });
    expect(localDateTime(moved.endDate as Date, ZONE)).toBe("2026-10-27 21:00");
  });

  it("keeps an all-day event whole and a UTC time at its local hour", async () => {
    const walk = await ctx.prisma.event.findUniqueOrThrow({
      where: { importUid: "0v2fq7m1e8ld4s0tb3k5n9c6aj@google.com" },
    });
    expect(walk).toMatchObject({ title: "Holiday Art Walk", allDay: true, endDate: null });
    expect(localDateTime(walk.date, ZONE)).toBe("2026-12-05 00:00");
    const demo = await ctx.prisma.event.findUniqueOrThrow({
      where: { importUid: "7tq9h2c3v4b5n6m7k8j9h0g1f2@google.com" },
    });
    expect(localDateTime(demo.date, ZONE)).toBe("2026-11-14 09:00");
    expect(demo).toMatchObject({
      location: "Meditation Mount, 10340 Reeves Rd, Ojai, CA 93023, USA",
      description: "Imported from the calendar “Ojai Valley Arts Guild”.",
      category: "Community",
    });
  });

  it("changes nothing when imported again", async () => {
    const before = await stored();
    expect(counts(await upload(google))).toEqual({ created: 0, updated: 0, unchanged: 5, refused: [] });
    expect(await stored()).toEqual(before);
  });

  it("updates only what changed, as a new revision", async () => {
    const walk = await ctx.prisma.event.findUniqueOrThrow({
      where: { importUid: "0v2fq7m1e8ld4s0tb3k5n9c6aj@google.com" },
    });
    // A visitor's read, kept in the read cache until an events write drops it.
    const read = async () => (await ctx.app.inject({ method: "GET", url: `/api/events/${walk.id}` })).json().title;
    expect(await read()).toBe("Holiday Art Walk");
    const changed = google.replace("SUMMARY:Holiday Art Walk", "SUMMARY:Holiday Art Walk & Cider");
    expect(counts(await upload(changed))).toEqual({ created: 0, updated: 1, unchanged: 4, refused: [] });
    const after = await ctx.prisma.event.findUniqueOrThrow({ where: { id: walk.id } });
    expect(after).toMatchObject({ title: "Holiday Art Walk & Cider", sequence: walk.sequence + 1 });
    expect(await read()).toBe("Holiday Art Walk & Cider");
    await upload(google);
  });

  it("shows the imported events in the public list", async () => {
    const list = await ctx.app.inject({ method: "GET", url: "/api/events?from=2026-11-14&to=2026-11-14" });
    expect(list.json().map((event: { title: string }) => event.title)).toContain("Plein Air Painting Demo");
  });
});

describe("The Events Calendar's export", () => {
  it("imports its COUNT series, categories and website, and a two-day all-day event", async () => {
    expect(counts(await upload(tec))).toEqual({ created: 5, updated: 0, unchanged: 0, refused: [] });
    const { series, lines } = await occurrencesOf(TEC_SERIES);
    expect(series).toMatchObject({
      count: 10,
      category: "Community",
      website: "https://ojaivalleymuseum.example/event/docent-led-gallery-walk/",
    });
    expect(lines).toEqual([
      "2026-10-08 10:30 · Docent-Led Gallery Walk · scheduled",
      "2026-10-15 10:30 · Docent-Led Gallery Walk · scheduled",
      "2026-10-29 10:30 · Docent-Led Gallery Walk · scheduled",
      "2026-11-05 13:00 · Docent-Led Gallery Walk (afternoon) · scheduled",
      "2026-11-12 10:30 · Docent-Led Gallery Walk · scheduled",
      "2026-11-19 10:30 · Docent-Led Gallery Walk · cancelled",
      "2026-11-26 10:30 · Docent-Led Gallery Walk · scheduled",
      "2026-12-03 10:30 · Docent-Led Gallery Walk · scheduled",
      "2026-12-10 10:30 · Docent-Led Gallery Walk · scheduled",
    ]);
    const harvest = await ctx.prisma.event.findUniqueOrThrow({
      where: { importUid: "10000431-1796947200-1797119999@ojaivalleymuseum.example" },
    });
    expect(harvest).toMatchObject({ allDay: true, category: "Festival" });
    expect([harvest.date, harvest.endDate].map((date) => localDateTime(date as Date, ZONE))).toEqual([
      "2026-12-12 00:00",
      "2026-12-13 00:00",
    ]);
    const evening = await ctx.prisma.event.findUniqueOrThrow({
      where: { importUid: "10000438-1795282200-1795289400@ojaivalleymuseum.example" },
    });
    expect(evening.category).toBe("Networking");
    expect(localDateTime(evening.date, ZONE)).toBe("2026-11-20 17:30");
  });

  it("changes nothing when imported again", async () => {
    const before = await stored();
    expect(counts(await upload(tec))).toEqual({ created: 0, updated: 0, unchanged: 5, refused: [] });
    expect(await stored()).toEqual(before);
  });
});

describe("what cannot be imported", () => {
  it("refuses a VEVENT it cannot make valid, naming its UID, and imports the rest", async () => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:no-title@example.org",
      "DTSTART:20261105T180000Z",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:odd-zone@example.org",
      "SUMMARY:Somewhere else",
      "DTSTART;TZID=Atlantis Standard Time:20261105T180000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:backwards@example.org",
      "SUMMARY:Ends before it starts",
      "DTSTART;VALUE=DATE:20261105",
      "RRULE:FREQ=HOURLY",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:fine@example.org",
      "SUMMARY:Library Book Sale",
      "DTSTART:20261107T170000Z",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const result = counts(await upload(text));
    expect(result).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(result.refused).toEqual([
      { uid: "no-title@example.org", message: "It has no title (SUMMARY)" },
      { uid: "odd-zone@example.org", message: expect.stringContaining("Atlantis Standard Time") },
      { uid: "backwards@example.org", message: "Rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY" },
    ]);
    const sale = await ctx.prisma.event.findUniqueOrThrow({ where: { importUid: "fine@example.org" } });
    expect(sale.location).toBe("To be announced");
  });

  it("refuses a file that is no calendar, and a body with no file", async () => {
    const page = await upload("<html><body>Events</body></html>");
    expectError(page, 400, "BAD_REQUEST");
    expect(page.json().message).toMatch(/not an iCalendar/);
    expectValidationError(await fromUrl({ subscribe: true }), "url");
  });

  it("answers 401 without credentials and 403 to a moderator, before reading anything", async () => {
    const token = newToken(API_TOKEN_PREFIX);
    await ctx.prisma.apiToken.create({ data: { name: "moderator", tokenHash: hashToken(token), role: "moderator" } });
    const before = await stored();
    expectError(await upload(google, {}), 401, "UNAUTHORIZED");
    const moderator = { authorization: `Bearer ${token}` };
    expectError(await upload(google, moderator), 403, "FORBIDDEN");
    const list = await ctx.app.inject({ method: "GET", url: "/api/calendar-subscriptions", headers: moderator });
    expectError(list, 403, "FORBIDDEN");
    expectError(await ctx.app.inject({ method: "GET", url: "/api/calendar-subscriptions" }), 401, "UNAUTHORIZED");
    expect(await stored()).toEqual(before);
  });
});

describe("a feed read from its address", () => {
  let subscriptionId: number;
  const job = () =>
    refreshDueSubscriptions(
      { db: ctx.db, cache: noopCache, zone: ZONE, now: clock.now, outbound: { allowPrivate: true } },
      new Changes(),
    );

  it("imports it and keeps it as a subscription with its last result", async () => {
    const text = google.replaceAll("@google.com", "@feed.example");
    feed.serve(text);
    const answer = await fromUrl({ url: feed.url, subscribe: true });
    expect(counts(answer)).toEqual({ created: 5, updated: 0, unchanged: 0, refused: [] });
    subscriptionId = answer.json().subscriptionId;
    const list = await ctx.app.inject({ method: "GET", url: "/api/calendar-subscriptions", headers: ctx.auth });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: subscriptionId,
        url: feed.url,
        lastResult: { created: 5, updated: 0, unchanged: 0, refused: [] },
        lastError: null,
        nextFetchAt: "2026-10-01T13:00:00.000Z",
      }),
    ]);
    const imported = await ctx.prisma.event.count({ where: { subscriptionId } });
    expect(imported).toBe(2);
  });

  it("is read again once its hour has come, by the job, once", async () => {
    expect(await job()).toBe(0);
    clock.set(new Date("2026-10-01T13:00:00.000Z"));
    feed.serve(
      google.replaceAll("@google.com", "@feed.example").replace("Holiday Art Walk", "Holiday Art Walk at Dusk"),
    );
    expect(await job()).toBe(1);
    expect(await job()).toBe(0);
    // The tab token of the sign-in above has expired by now.
    ctx.auth.authorization = `Bearer ${await login(ctx.app)}`;
    const row = await ctx.prisma.calendarSubscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    expect(row).toMatchObject({
      lastResult: { created: 0, updated: 1, unchanged: 4, refused: [] },
      lastError: null,
      nextFetchAt: new Date("2026-10-01T14:00:00.000Z"),
    });
  });

  it("keeps why a read failed, and is read now on request", async () => {
    feed.serve("Not found", 404);
    const refreshed = await ctx.app.inject({
      method: "POST",
      url: `/api/calendar-subscriptions/${subscriptionId}/refresh`,
      headers: ctx.auth,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ lastError: "The address answered with status 404, not a calendar" });
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/api/calendar-subscriptions/999999/refresh",
      headers: ctx.auth,
    });
    expectError(missing, 404, "NOT_FOUND");
  });

  it("reads a feed before its import's transaction opens, for an import and a refresh alike", async () => {
    // A slow remote must not hold a transaction (and a pooled connection) open while it answers.
    const openTransactions: number[] = [];
    feed.whileReading(async () => {
      const [row] = await ctx.prisma.$queryRaw<{ open: number }[]>`
        SELECT count(*)::int AS open FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%'`;
      openTransactions.push(row?.open ?? -1);
    });
    try {
      feed.serve(google.replaceAll("@google.com", "@slow.example"));
      expect((await fromUrl({ url: feed.url })).statusCode).toBe(200);
      const refreshed = await ctx.app.inject({
        method: "POST",
        url: `/api/calendar-subscriptions/${subscriptionId}/refresh`,
        headers: ctx.auth,
      });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect(openTransactions).toEqual([0, 0]);
    } finally {
      feed.whileReading(null);
    }
  });

  it("refuses a feed larger than 5 MB", async () => {
    feed.serve(Buffer.alloc(5 * 1024 * 1024 + 1, "x"));
    const answer = await fromUrl({ url: feed.url });
    expectValidationError(answer, "url");
    expect(answer.json().issues).toEqual([
      expect.objectContaining({ path: ["url"], message: "The answer is larger than 5 MB" }),
    ]);
  });

  it("refuses a loopback address when private targets are not allowed", async () => {
    const guarded = await setup({ db: ctx.db, now: clock.now, signIn: false });
    try {
      const port = new URL(feed.url).port;
      const answer = await fromUrl({ url: `https://localhost:${port}/calendar.ics` }, guarded.app);
      expectValidationError(answer, "url");
      expect(answer.json().issues[0].message).toBe("localhost resolves to a loopback address");
      const plain = await fromUrl({ url: feed.url }, guarded.app);
      expect(plain.json().issues[0].message).toBe("The address must start with https://");
    } finally {
      await guarded.close();
    }
  });

  it("is removed, leaving the events it brought", async () => {
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/calendar-subscriptions/${subscriptionId}`,
      headers: ctx.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ctx.prisma.calendarSubscription.count()).toBe(0);
    expect(await ctx.prisma.event.count({ where: { importUid: { endsWith: "@feed.example" } } })).toBeGreaterThan(0);
    const again = await ctx.app.inject({
      method: "DELETE",
      url: `/api/calendar-subscriptions/${subscriptionId}`,
      headers: ctx.auth,
    });
    expectError(again, 404, "NOT_FOUND");
  });
});
