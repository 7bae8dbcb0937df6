import { describe, expect, test } from "vitest";
import { DAY, errorCodeOf, iso, openCallers } from "../testing/callers.ts";
import { describeVisibility } from "../testing/visibility-suite.ts";

const event = { description: "Galleries stay open late.", category: "community", location: "Ojai Arcade" };

describeVisibility("events", {
  create: ({ admin }, title, fields) =>
    admin.event.create({ ...event, title, date: iso(3 * DAY), featured: true, ...fields }),
  list: (caller, scope) => caller.event.list({ scope }),
  byId: (caller, id, scope) => caller.event.byId({ id, scope }),
  reads: {
    "a page": (caller) => caller.event.list({ limit: 100 }),
    "the events page": async (caller) => (await caller.event.listPage({ limit: 24, offset: 0 })).items,
    "the featured rows": (caller) => caller.event.featured({ limit: 50 }),
  },
});

describe("events: order and featured", () => {
  test("lists upcoming events soonest first, then past ones most recent first", async () => {
    const callers = await openCallers();
    try {
      for (const [title, days] of [
        ["Later", 9],
        ["Long ago", -30],
        ["Soon", 1],
        ["Last week", -7],
      ] as const) {
        await callers.admin.event.create({ ...event, title, date: iso(days * DAY) });
      }
      const titles = (await callers.visitor.event.list({})).map((row) => row.title);
      expect(titles).toEqual(["Soon", "Later", "Last week", "Long ago"]);
    } finally {
      await callers.close();
    }
  });

  test("features only visible, featured events still to come, and matches a category ignoring case", async () => {
    const callers = await openCallers();
    try {
      await callers.admin.event.create({
        ...event,
        title: "Festival",
        category: "festival",
        date: iso(DAY),
        featured: true,
      });
      await callers.admin.event.create({ ...event, title: "Past", date: iso(-DAY), featured: true });
      await callers.admin.event.create({ ...event, title: "Draft", date: iso(DAY), featured: true, published: false });
      await callers.admin.event.create({ ...event, title: "Plain", date: iso(DAY) });
      expect((await callers.visitor.event.featured({})).map((row) => row.title)).toEqual(["Festival"]);
      expect((await callers.visitor.event.list({ category: "Festival" })).map((row) => row.title)).toEqual([
        "Festival",
      ]);
    } finally {
      await callers.close();
    }
  });
});

describe("events: upcoming or past only, and bounded by dates", () => {
  test("answers one part of the list when asked, each in its own order", async () => {
    const callers = await openCallers();
    try {
      for (const [title, days] of [
        ["Later", 9],
        ["Long ago", -30],
        ["Soon", 1],
        ["Last week", -7],
      ] as const) {
        await callers.admin.event.create({ ...event, title, date: iso(days * DAY) });
      }
      const titles = async (when: "upcoming" | "past") =>
        (await callers.visitor.event.list({ when })).map((row) => row.title);
      expect(await titles("upcoming")).toEqual(["Soon", "Later"]);
      expect(await titles("past")).toEqual(["Last week", "Long ago"]);
      const page = await callers.visitor.event.listPage({ when: "past", limit: 1, offset: 0 });
      expect(page).toMatchObject({ total: 2, items: [{ title: "Last week" }] });
      expect(await errorCodeOf(callers.visitor.event.list({ when: "soon" as "past" }))).toBe("BAD_REQUEST");
    } finally {
      await callers.close();
    }
  });
});

describe("events: one page at a time", () => {
  test("cuts a page across the upcoming and past parts of the list, with the whole list's size", async () => {
    const callers = await openCallers();
    try {
      for (const [title, days] of [
        ["Later", 9],
        ["Long ago", -30],
        ["Soon", 1],
        ["Last week", -7],
        ["Next month", 30],
      ] as const) {
        await callers.admin.event.create({ ...event, title, date: iso(days * DAY) });
      }
      await callers.admin.event.create({ ...event, title: "Draft", date: iso(2 * DAY), published: false });
      await callers.admin.event.create({ ...event, title: "Gone", date: iso(-2 * DAY), unlistAt: iso(-DAY) });
      const titles = async (limit: number, offset: number) => {
        const page = await callers.visitor.event.listPage({ limit, offset });
        expect(page.total).toBe(5);
        return page.items.map((row) => row.title);
      };
      expect(await titles(2, 0)).toEqual(["Soon", "Later"]);
      expect(await titles(2, 2)).toEqual(["Next month", "Last week"]);
      expect(await titles(2, 4)).toEqual(["Long ago"]);
      expect(await titles(10, 1)).toEqual(["Later", "Next month", "Last week", "Long ago"]);
      expect(await titles(2, 5)).toEqual([]);
      // The REST list: the same slice as an array; without paging, the whole list.
      expect((await callers.visitor.event.list({ limit: 3, offset: 1 })).map((row) => row.title)).toEqual([
        "Later",
        "Next month",
        "Last week",
      ]);
      expect((await callers.visitor.event.list({ offset: 3 })).map((row) => row.title)).toEqual([
        "Last week",
        "Long ago",
      ]);
      expect(await callers.visitor.event.list({})).toHaveLength(5);
      expect((await callers.admin.event.listPage({ limit: 1, scope: "all" })).total).toBe(7);
    } finally {
      await callers.close();
    }
  });

  test("filters a page by category, ignoring case, and refuses a bad limit or offset", async () => {
    const callers = await openCallers();
    try {
      await callers.admin.event.create({ ...event, title: "Fair", category: "festival", date: iso(DAY) });
      await callers.admin.event.create({ ...event, title: "Fest", category: "Festival", date: iso(-DAY) });
      await callers.admin.event.create({ ...event, title: "Mixer", category: "business", date: iso(DAY) });
      const page = await callers.visitor.event.listPage({ category: "FESTIVAL", limit: 1, offset: 1 });
      expect(page).toMatchObject({ total: 2, limit: 1, offset: 1 });
      expect(page.items.map((row) => row.title)).toEqual(["Fest"]);
      expect(await errorCodeOf(callers.visitor.event.listPage({ limit: 0 }))).toBe("BAD_REQUEST");
      expect(await errorCodeOf(callers.visitor.event.list({ limit: 201 }))).toBe("BAD_REQUEST");
      expect(await errorCodeOf(callers.visitor.event.list({ offset: -5 }))).toBe("BAD_REQUEST");
    } finally {
      await callers.close();
    }
  });

  test("a page read at a later time moves an event that has begun to the past part", async () => {
    const callers = await openCallers();
    try {
      await callers.admin.event.create({ ...event, title: "Today", date: iso(DAY) });
      await callers.admin.event.create({ ...event, title: "Tomorrow", date: iso(2 * DAY) });
      callers.clock.now = new Date(Date.parse(iso(DAY + 1)));
      const later = await callers.visitor.event.listPage({ limit: 10 });
      expect(later.items.map((row) => row.title)).toEqual(["Tomorrow", "Today"]);
    } finally {
      await callers.close();
    }
  });
});
