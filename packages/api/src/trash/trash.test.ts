// Undoable deletes, through every router that deletes: the row is gone from reads at once, comes
// back unchanged when restored inside the window, and is gone for good after it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Callers, errorCodeOf, iso, MINUTE, openCallers, RecordingCache, T0 } from "../testing/callers.ts";
import { UNDO_WINDOW_MS } from "./trash.ts";

let callers: Callers;
const cache = new RecordingCache();
beforeAll(async () => {
  callers = await openCallers({ cache });
});
afterAll(() => callers.close());

type Caller = Callers["admin"];

/** One deletable entity: how to make one, list them as an admin, delete and restore one. */
interface Case {
  name: string;
  create: (caller: Caller, n: number) => Promise<{ id: number }>;
  list: (caller: Caller) => Promise<{ id: number }[]>;
  remove: (caller: Caller, id: number) => Promise<unknown>;
  restore: (caller: Caller, id: number) => Promise<{ id: number }>;
}

const cases: Case[] = [
  {
    name: "business",
    create: (c, n) =>
      c.business.create({
        name: `Trash Test Shop ${n}`,
        description: "Sells things.",
        category: "retail",
        address: "1 Main St",
        phone: "805-555-0100",
        publishedAt: iso(-MINUTE),
      }),
    list: (c) => c.business.list({ scope: "all" }),
    remove: (c, id) => c.business.delete({ id }),
    restore: (c, id) => c.business.restore({ id }),
  },
  {
    name: "event",
    create: (c, n) =>
      c.event.create({
        title: `Trash Test Mixer ${n}`,
        description: "Meet people.",
        date: iso(7 * 24 * 60 * MINUTE),
        location: "The Arcade",
        category: "networking",
      }),
    // The list's registration badge is the lists' own (restore answers the event as byId does).
    list: async (c) => (await c.event.list({ scope: "all" })).map(({ registration: _badge, ...event }) => event),
    remove: (c, id) => c.event.delete({ id }),
    restore: (c, id) => c.event.restore({ id }),
  },
  {
    name: "news article",
    create: (c, n) =>
      c.news.create({ title: `Trash Test News ${n}`, content: "Words.", author: "Staff", category: "community" }),
    list: (c) => c.news.list({}),
    remove: (c, id) => c.news.delete({ id }),
    restore: (c, id) => c.news.restore({ id }),
  },
  {
    name: "page",
    create: (c, n) => c.page.create({ title: `Trash ${n}`, slug: `trash-${n}`, content: "Body.", published: true }),
    list: (c) => c.page.list({}),
    remove: (c, id) => c.page.delete({ id }),
    restore: (c, id) => c.page.restore({ id }),
  },
  {
    name: "board member",
    create: (c, n) => c.boardMember.create({ name: `Trash Member ${n}`, title: "Treasurer", order: n }),
    list: (c) => c.boardMember.list({}),
    remove: (c, id) => c.boardMember.delete({ id }),
    restore: (c, id) => c.boardMember.restore({ id }),
  },
  {
    name: "contact message",
    create: async (c, n) => {
      await c.contact.send({
        firstName: "Tess",
        lastName: `Trash${n}`,
        email: `tess${n}@example.com`,
        subject: "Hello",
        message: "A question.",
      });
      const all = await c.contact.list({});
      return all.find((message) => message.lastName === `Trash${n}`) as { id: number };
    },
    list: (c) => c.contact.list({}),
    remove: (c, id) => c.contact.delete({ id }),
    restore: (c, id) => c.contact.restore({ id }),
  },
  {
    name: "newsletter subscription",
    create: async (c, n) => {
      await c.newsletter.subscribe({ email: `trash${n}@example.com` });
      const all = await c.newsletter.list({});
      return all.find((subscription) => subscription.email === `trash${n}@example.com`) as { id: number };
    },
    list: (c) => c.newsletter.list({}),
    remove: (c, id) => c.newsletter.delete({ id }),
    restore: (c, id) => c.newsletter.restore({ id }),
  },
];

let serial = 0;

describe.each(cases)("undoing a $name delete", (entity) => {
  test("the deleted item is gone from the list at once and comes back unchanged", async () => {
    callers.clock.now = T0;
    const created = await entity.create(callers.admin, ++serial);
    const before = (await entity.list(callers.admin)).find((item) => item.id === created.id);
    expect(before).toBeDefined();

    await entity.remove(callers.admin, created.id);
    expect((await entity.list(callers.admin)).map((item) => item.id)).not.toContain(created.id);

    callers.clock.now = new Date(T0.getTime() + UNDO_WINDOW_MS - 1);
    const restored = await entity.restore(callers.admin, created.id);
    expect(restored).toEqual(before);
    expect((await entity.list(callers.admin)).find((item) => item.id === created.id)).toEqual(before);
  });

  test("a restore is a one-off: restoring again is 404", async () => {
    callers.clock.now = T0;
    const created = await entity.create(callers.admin, ++serial);
    await entity.remove(callers.admin, created.id);
    await entity.restore(callers.admin, created.id);
    expect(await errorCodeOf(entity.restore(callers.admin, created.id))).toBe("NOT_FOUND");
  });

  test("once the undo window has closed, the restore is 404 and the item stays gone", async () => {
    callers.clock.now = T0;
    const created = await entity.create(callers.admin, ++serial);
    await entity.remove(callers.admin, created.id);
    callers.clock.now = new Date(T0.getTime() + UNDO_WINDOW_MS);
    expect(await errorCodeOf(entity.restore(callers.admin, created.id))).toBe("NOT_FOUND");
    expect((await entity.list(callers.admin)).map((item) => item.id)).not.toContain(created.id);
  });

  test("a visitor cannot restore", async () => {
    callers.clock.now = T0;
    const created = await entity.create(callers.admin, ++serial);
    await entity.remove(callers.admin, created.id);
    expect(await errorCodeOf(entity.restore(callers.visitor, created.id))).toBe("UNAUTHORIZED");
    // The refused attempt did not spend the undo.
    expect((await entity.restore(callers.admin, created.id)).id).toBe(created.id);
  });

  test("an item never deleted cannot be restored", async () => {
    callers.clock.now = T0;
    expect(await errorCodeOf(entity.restore(callers.admin, 987_654))).toBe("NOT_FOUND");
  });
});

describe("undoing a setting delete", () => {
  test("the setting is gone at once, comes back unchanged, and only inside the window", async () => {
    callers.clock.now = T0;
    await callers.admin.setting.create({ key: "trash.test", value: "kept", description: "For the undo test" });
    const before = (await callers.admin.setting.list({})).find((setting) => setting.key === "trash.test");
    await callers.admin.setting.delete({ key: "trash.test" });
    expect((await callers.admin.setting.list({})).map((setting) => setting.key)).not.toContain("trash.test");
    expect(await errorCodeOf(callers.visitor.setting.restore({ key: "trash.test" }))).toBe("UNAUTHORIZED");
    expect(await callers.admin.setting.restore({ key: "trash.test" })).toEqual(before);

    await callers.admin.setting.delete({ key: "trash.test" });
    callers.clock.now = new Date(T0.getTime() + UNDO_WINDOW_MS);
    expect(await errorCodeOf(callers.admin.setting.restore({ key: "trash.test" }))).toBe("NOT_FOUND");
  });

  test("deleting a setting that does not exist is still 404", async () => {
    expect(await errorCodeOf(callers.admin.setting.delete({ key: "no.such.key" }))).toBe("NOT_FOUND");
  });
});

describe("the public read cache follows a delete and its undo", () => {
  test("a cached public list drops the business when deleted and shows it again when restored", async () => {
    callers.clock.now = T0;
    const shop = await callers.admin.business.create({
      name: "Cached Corner",
      description: "Cached.",
      category: "retail",
      address: "2 Main St",
      phone: "805-555-0101",
    });
    const names = async () => (await callers.visitor.business.list({})).map((business) => business.name);
    expect(await names()).toContain("Cached Corner");

    await callers.admin.business.delete({ id: shop.id });
    expect(await names()).not.toContain("Cached Corner");

    await callers.admin.business.restore({ id: shop.id });
    expect(await names()).toContain("Cached Corner");
    expect(cache.invalidated.filter((prefix) => prefix === "businesses:").length).toBeGreaterThanOrEqual(3);
  });

  test("a restore that clashes with a newer item of the same slug is a conflict, and the undo is kept", async () => {
    callers.clock.now = T0;
    const first = await callers.admin.page.create({ title: "Twin", slug: "twin", content: "One." });
    await callers.admin.page.delete({ id: first.id });
    const second = await callers.admin.page.create({ title: "Twin again", slug: "twin", content: "Two." });
    expect(await errorCodeOf(callers.admin.page.restore({ id: first.id }))).toBe("CONFLICT");
    await callers.admin.page.delete({ id: second.id });
    expect((await callers.admin.page.restore({ id: first.id })).content).toBe("One.");
  });
});
