// Reading the log (filters, keyset pages, who may), and what the log must get right beyond one
// write: a restore is no purge, a lapsed delete's purge is the system's, a failed write leaves
// neither its change nor its entry, and secrets never reach it.
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createInnerContext } from "../context.ts";
import { type Callers, errorCodeOf, openCallers, T0, testAdmin } from "../testing/callers.ts";
import { UNDO_WINDOW_MS } from "../trash/trash.ts";
import { createCallerFactory, router, writeProcedure } from "../trpc.ts";
import { entryOf, recorded } from "./activity-testing.ts";

let callers: Callers;
const staff = { kind: "staff", id: 1, name: "Test Admin", role: "owner" };
const system = { kind: "system", id: null, name: "System", role: null };

beforeAll(async () => {
  callers = await openCallers();
});
afterAll(() => callers?.close());

const record = <T>(work: () => Promise<T>) => recorded(callers.db, work);

describe("the trash", () => {
  test("a restore records the row's return, not a purge; a lapsed delete's purge is the system's", async () => {
    const page = await callers.admin.page.create({ title: "Join", slug: "join", content: "c" });
    entryOf(await record(() => callers.admin.page.delete({ id: page.id })), "Page", page.id, "delete", staff);
    const restored = await record(() => callers.admin.page.restore({ id: page.id }));
    expect(restored.entries.map((entry) => [entry.entity, entry.action])).toEqual([["Page", "create"]]);

    await callers.admin.page.delete({ id: page.id });
    const setting = await callers.admin.setting.create({ key: "motto", value: "Hello" });
    await callers.admin.setting.delete({ key: "motto" });
    // What the periodic purge does (apps/server maintenance/purge-unused.ts), outside any actor.
    const later = new Date(T0.getTime() + UNDO_WINDOW_MS + 1000);
    const purged = await record(() =>
      callers.db.prisma.deletedRow.deleteMany({
        where: { deletedAt: { lte: new Date(later.getTime() - UNDO_WINDOW_MS) } },
      }),
    );
    entryOf(purged, "Page", page.id, "purge", system);
    // A setting's trash key is its key; its entries all name its id.
    entryOf(purged, "Setting", setting.id, "purge", system);
  });
});

describe("a failed write", () => {
  const failing = router({
    writesThenFails: writeProcedure().mutation(async ({ ctx }) => {
      await ctx.prisma.boardMember.create({ data: { name: "Ghost Writer", title: "Chair" } });
      throw new TRPCError({ code: "CONFLICT", message: "Something after the write failed" });
    }),
    twoWrites: writeProcedure().mutation(async ({ ctx }) => {
      await ctx.prisma.page.create({ data: { title: "Fresh", slug: "fresh", content: "c" } });
      await ctx.prisma.page.create({ data: { title: "Taken again", slug: "taken", content: "c" } });
    }),
  });
  const staffCaller = () =>
    createCallerFactory(failing)(
      createInnerContext({ db: callers.db, now: () => callers.clock.now, admin: testAdmin() }),
    );

  test("leaves neither its change nor its activity entry", async () => {
    const attempt = await record(() => errorCodeOf(staffCaller().writesThenFails()));
    expect(attempt.result).toBe("CONFLICT");
    expect(attempt.entries).toEqual([]);
    expect(await callers.db.prisma.boardMember.count({ where: { name: "Ghost Writer" } })).toBe(0);
  });

  test("a unique clash on a second write rolls back the first", async () => {
    await callers.admin.page.create({ title: "Taken", slug: "taken", content: "c" });
    const attempt = await record(() => errorCodeOf(staffCaller().twoWrites()));
    expect(attempt.result).toBe("CONFLICT");
    expect(attempt.entries).toEqual([]);
    expect(await callers.db.prisma.page.count({ where: { slug: "fresh" } })).toBe(0);
  });
});

describe("secrets", () => {
  test("password hashes, TOTP secrets and token hashes are never recorded", async () => {
    const person = await record(() =>
      callers.db.prisma.adminUser.create({
        data: { email: "ana@chamber.example", name: "Ana", passwordHash: "hash", role: "editor" },
      }),
    );
    expect(entryOf(person, "AdminUser", person.result.id, "create", system).changes).toMatchObject({
      email: [null, "ana@chamber.example"],
      role: [null, "editor"],
    });
    const secretOnly = await record(() =>
      callers.db.prisma.adminUser.update({
        where: { id: person.result.id },
        data: { passwordHash: "other", totpSecret: "JBSWY3DPEHPK3PXP" },
      }),
    );
    expect(secretOnly.entries).toEqual([]);
    const token = await record(() =>
      callers.db.prisma.apiToken.create({ data: { name: "Sync", tokenHash: "secret-hash" } }),
    );
    expect(entryOf(token, "ApiToken", token.result.id, "create", system).changes).not.toHaveProperty("tokenHash");
    const used = await record(() =>
      callers.db.prisma.apiToken.update({ where: { id: token.result.id }, data: { lastUsedAt: T0 } }),
    );
    expect(used.entries).toEqual([]);
  });
});
