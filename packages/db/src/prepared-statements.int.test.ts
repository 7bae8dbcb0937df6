// `Database.read`: a statement is prepared once per connection under a name its text decides, and
// no more than MAX_PREPARED texts get one; the rest run unnamed and answer the same.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { Prisma } from "./generated/prisma/client.ts";
import { MAX_PREPARED, StatementNames } from "./prepared-statements.ts";
import { openTestDatabase } from "./testing/test-database.ts";

describe("StatementNames", () => {
  it("names the same text the same way and different texts differently", () => {
    const names = new StatementNames();
    const first = names.nameOf("SELECT 1");
    expect(first).toMatch(/^chamber_[0-9a-f]{24}$/);
    expect(names.nameOf("SELECT 1")).toBe(first);
    expect(names.nameOf("SELECT 2")).not.toBe(first);
  });

  it("stops naming new texts at its limit, and keeps the names it gave", () => {
    const names = new StatementNames(2);
    const kept = names.nameOf("SELECT 1");
    names.nameOf("SELECT 2");
    expect(names.nameOf("SELECT 3")).toBeUndefined();
    expect(names.nameOf("SELECT 1")).toBe(kept);
  });
});

describe("Database.read", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());

  /** Whether the connection the pool hands out next holds `text` as a prepared statement. */
  const isPrepared = async (text: string) =>
    (
      await db.read<{ found: boolean }>(
        Prisma.sql`SELECT exists(SELECT FROM pg_prepared_statements WHERE "statement" = ${text}) AS found`,
      )
    )[0]?.found;

  // Reads one at a time share one connection: node-postgres's pool hands out the one released last.
  it("answers typed rows through a statement prepared once and reused", async () => {
    await db.prisma.setting.create({ data: { key: "site.name", value: "Ojai Valley Chamber" } });
    const read = (key: string) =>
      db.read<{ key: string; value: string; twice: number }>(
        Prisma.sql`SELECT "key", "value", ${2}::int * 2 AS twice FROM "Setting" WHERE "key" = ${key}`,
      );
    expect(await read("site.name")).toEqual([{ key: "site.name", value: "Ojai Valley Chamber", twice: 4 }]);
    const { text } = Prisma.sql`SELECT "key", "value", ${2}::int * 2 AS twice FROM "Setting" WHERE "key" = ${""}`;
    expect(await isPrepared(text)).toBe(true);
    expect(await read("site.tagline")).toEqual([]);
  });

  it("answers as well once more texts than MAX_PREPARED have been read, unprepared", async () => {
    const text = (n: number) => `SELECT ${n}::int AS n`;
    for (let n = 0; n <= MAX_PREPARED; n++) {
      const [row] = await db.read<{ n: number }>({ text: text(n), values: [] });
      expect(row?.n).toBe(n);
    }
    expect(await isPrepared(text(0))).toBe(true);
    expect(await isPrepared(text(MAX_PREPARED))).toBe(false);
  });
});
