// GET /activity as staff read it: filters that combine, keyset pages newest first, dates read as
// whole days in the site's zone, the people of the filter, and who may read at all.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { type Callers, errorCodeOf, openCallers, testAdmin } from "../testing/callers.ts";

let callers: Callers;
const callerAs = (role: "owner" | "editor" | "moderator") =>
  createCaller(createInnerContext({ db: callers.db, now: () => new Date(), admin: testAdmin(role, 3) }));

beforeAll(async () => {
  callers = await openCallers();
  const ana = { actorKind: "staff", actorId: 3, actorName: "Ana", actorRole: "editor" } as const;
  const token = { actorKind: "token", actorId: 2, actorName: "Sync", actorRole: "owner" } as const;
  const visitor = { actorKind: "visitor", actorId: null, actorName: "Visitor", actorRole: null } as const;
  // 06:30Z on the 15th is still June 14 in Ojai (UTC-7). The people below are recorded too, today:
  // the tests read June only.
  await callers.db.prisma.activityEntry.createMany({
    data: [
      {
        ...ana,
        at: new Date("2026-06-14T17:00:00Z"),
        entity: "Business",
        entityId: "1",
        action: "create",
        changes: { name: [null, "Oak"] },
      },
      {
        ...ana,
        at: new Date("2026-06-15T06:30:00Z"),
        entity: "Business",
        entityId: "1",
        action: "update",
        changes: { name: ["Oak", "Oaks"] },
      },
      { ...token, at: new Date("2026-06-15T18:00:00Z"), entity: "Event", entityId: "4", action: "create", changes: {} },
      {
        ...visitor,
        at: new Date("2026-06-16T18:00:00Z"),
        entity: "ContactMessage",
        entityId: "9",
        action: "create",
        changes: {},
      },
      {
        ...ana,
        at: new Date("2026-06-17T18:00:00Z"),
        entity: "Business",
        entityId: "2",
        action: "delete",
        changes: {},
      },
    ],
  });
  await callers.db.prisma.adminUser.create({
    data: { email: "ana@x.example", name: "Ana", passwordHash: "h", role: "editor" },
  });
  await callers.db.prisma.apiToken.create({ data: { name: "Sync", tokenHash: "h", role: "owner" } });
});
afterAll(() => callers?.close());

type Query = Parameters<ReturnType<typeof callerAs>["activity"]["list"]>[0];
const june = { from: "2026-06-01", to: "2026-06-30" };
const ids = async (query: Query) =>
  (await callerAs("editor").activity.list({ ...june, ...query })).items.map(
    (item) => `${item.entity}#${item.entityId}:${item.action}`,
  );

describe("GET /activity", () => {
  test("answers entries newest first with their actor", async () => {
    const page = await callerAs("owner").activity.list(june);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((item) => item.entity)).toEqual([
      "Business",
      "ContactMessage",
      "Event",
      "Business",
      "Business",
    ]);
    expect(page.items.at(-1)).toMatchObject({
      actor: { kind: "staff", id: 3, name: "Ana", role: "editor" },
      entity: "Business",
      entityId: "1",
      action: "create",
      changes: { name: [null, "Oak"] },
      at: "2026-06-14T17:00:00.000Z",
    });
  });

  test("filters by entity, id, actor and action, together", async () => {
    expect(await ids({ entity: "Business" })).toEqual(["Business#2:delete", "Business#1:update", "Business#1:create"]);
    expect(await ids({ entity: "Business", entityId: "1", action: "update" })).toEqual(["Business#1:update"]);
    expect(await ids({ actor: "token:2" })).toEqual(["Event#4:create"]);
    expect(await ids({ actor: "visitor" })).toEqual(["ContactMessage#9:create"]);
    expect(await ids({ actor: "staff:3", action: "delete" })).toEqual(["Business#2:delete"]);
    expect(await ids({ actor: "staff:99" })).toEqual([]);
  });

  test("reads dates as whole days in the site's zone, instants as they are", async () => {
    expect(await ids({ from: "2026-06-14", to: "2026-06-14" })).toEqual(["Business#1:update", "Business#1:create"]);
    expect(await ids({ from: "2026-06-16T00:00:00Z", to: "2026-06-17T00:00:00Z" })).toEqual([
      "ContactMessage#9:create",
    ]);
  });

  test("pages by cursor without repeating or skipping", async () => {
    const caller = callerAs("editor");
    const first = await caller.activity.list({ ...june, limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await caller.activity.list({ ...june, limit: 2, cursor: first.nextCursor ?? 0 });
    const third = await caller.activity.list({ ...june, limit: 2, cursor: second.nextCursor ?? 0 });
    expect(third.nextCursor).toBeNull();
    const all = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(all).toEqual((await caller.activity.list(june)).items.map((item) => item.id));
  });

  test("refuses bad filters with a message naming them", async () => {
    const caller = callerAs("editor");
    for (const query of [
      { actor: "staff:abc" },
      { entity: "Nope" },
      { from: "2026-13-01" },
      { from: "2026-06-17", to: "2026-06-14" },
      { limit: 101 },
    ])
      expect(await errorCodeOf(caller.activity.list(query as never))).toBe("BAD_REQUEST");
  });

  test("is for editors and owners: a moderator gets 403, a visitor 401", async () => {
    expect(await errorCodeOf(callerAs("moderator").activity.list({}))).toBe("FORBIDDEN");
    expect(await errorCodeOf(callerAs("moderator").activity.people({}))).toBe("FORBIDDEN");
    expect(await errorCodeOf(callers.visitor.activity.list({}))).toBe("UNAUTHORIZED");
  });

  test("people: staff and tokens by name, with the filter's value", async () => {
    const people = await callerAs("editor").activity.people({});
    expect(people).toEqual(
      expect.arrayContaining([
        {
          actor: expect.stringMatching(/^staff:\d+$/),
          kind: "staff",
          id: expect.any(Number),
          name: "Ana",
          role: "editor",
        },
        {
          actor: expect.stringMatching(/^token:\d+$/),
          kind: "token",
          id: expect.any(Number),
          name: "Sync",
          role: "owner",
        },
      ]),
    );
  });
});
