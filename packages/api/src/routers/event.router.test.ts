import { describe, expect, test } from "vitest";
import { DAY, iso, openCallers } from "../testing/callers.ts";
import { describeVisibility } from "../testing/visibility-suite.ts";

const event = { description: "Galleries stay open late.", category: "community", location: "Ojai Arcade" };

describeVisibility("events", {
  create: ({ admin }, title, fields) => admin.event.create({ ...event, title, date: iso(3 * DAY), ...fields }),
  list: (caller, scope) => caller.event.list({ scope }),
  byId: (caller, id, scope) => caller.event.byId({ id, scope }),
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
