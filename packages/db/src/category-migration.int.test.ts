// The categories migration on a database holding what was typed before it: every business, event,
// series and pending submission ends up naming a category of its list, and what no list knew becomes
// a category of its own rather than being lost.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "./database.ts";
import { migrate, migrationsDir, readMigrations } from "./migrate.ts";
import { createTestDatabase } from "./testing/test-database.ts";

const CATEGORIES = "20261125030244_categories";

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let scratch: string;

const rows = <T>(sql: string) => db.withConnection((c) => c.query<T>(sql));

beforeAll(async () => {
  fresh = await createTestDatabase({ migrated: false });
  db = openPostgres(fresh.url, { kind: "postgres", description: "categories migration" });
  scratch = await mkdtemp(join(tmpdir(), "chamber-categories-"));
  const before = (await readMigrations()).filter((m) => m.name < CATEGORIES);
  for (const migration of before)
    await cp(join(migrationsDir, migration.name), join(scratch, migration.name), { recursive: true });
  await migrate(db, { dir: scratch });
  const business = (name: string, category: string) => `('${name}', 'd', '${category}', 'a', 'p', now(), now())`;
  const event = (title: string, category: string) => `('${title}', 'd', '${category}', 'l', now(), now(), now())`;
  await db.withConnection(async (c) => {
    await c.exec(`INSERT INTO "Business" ("name", "description", "category", "address", "phone", "createdAt", "updatedAt") VALUES
      ${[
        ["Gallery", "Gallery"],
        ["Art", "art"],
        ["Arts", " Arts "],
        ["Restaurant", "restaurant"],
        ["Cafe", "Cafe"],
        ["Shop", "shop"],
        ["Service", "service"],
        ["Services", "Services"],
        ["Healthcare", "healthcare"],
        ["Bakery", "Bakery"],
        ["Bakery 2", "bakery"],
        ["Spaceships", "Spaceships"],
        ["Spaceships 2", "spaceships"],
      ]
        .map(([name, category]) => business(name as string, category as string))
        .join(", ")}`);
    await c.exec(`INSERT INTO "Event" ("title", "description", "category", "location", "date", "createdAt", "updatedAt") VALUES
      ${[
        ["Concert", "music"],
        ["Fair", "FESTIVAL"],
        ["Parade", "Parade"],
      ]
        .map(([title, category]) => event(title as string, category as string))
        .join(", ")}`);
    await c.exec(`INSERT INTO "Submission" ("kind", "payload", "submitterEmail") VALUES
      ('business', '{"name": "Cafe", "category": "cafe"}', 'a@example.com'),
      ('event', '{"title": "Gig", "category": "Music"}', 'b@example.com')`);
  });
  await migrate(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("the categories migration", () => {
  it("maps the values typed so far onto the business list", async () => {
    const found = await rows<{ name: string; category: string }>(
      `SELECT "name", "category" FROM "Business" ORDER BY "name"`,
    );
    expect(Object.fromEntries(found.map((row) => [row.name, row.category]))).toEqual({
      Art: "Arts",
      Arts: "Arts",
      Gallery: "Arts",
      Restaurant: "Dining",
      Cafe: "Dining",
      Shop: "Retail",
      Service: "Services",
      Services: "Services",
      Healthcare: "Health & Wellness",
      Bakery: "Dining",
      "Bakery 2": "Dining",
      Spaceships: "Spaceships",
      "Spaceships 2": "Spaceships",
    });
  });

  it("keeps Music for events and makes a category of a value no list knows, once whatever its case", async () => {
    const events = await rows<{ title: string; category: string }>(`SELECT "title", "category" FROM "Event"`);
    expect(Object.fromEntries(events.map((row) => [row.title, row.category]))).toEqual({
      Concert: "Music",
      Fair: "Festival",
      Parade: "Parade",
    });
    const strays = await rows<{ kind: string; name: string; slug: string; position: number }>(
      `SELECT "kind", "name", "slug", "position" FROM "Category" WHERE "name" IN ('Spaceships', 'Parade') ORDER BY "kind"`,
    );
    expect(strays).toEqual([
      { kind: "business", name: "Spaceships", slug: "spaceships", position: 8 },
      { kind: "event", name: "Parade", slug: "parade", position: 7 },
    ]);
  });

  it("maps a pending submission's category too", async () => {
    const found = await rows<{ category: string }>(
      `SELECT "payload"->>'category' AS "category" FROM "Submission" ORDER BY "id"`,
    );
    expect(found.map((row) => row.category)).toEqual(["Dining", "Music"]);
  });

  it("refuses a business naming an event category, and a category still in use being deleted", async () => {
    await expect(
      db.withConnection((c) =>
        c.exec(`INSERT INTO "Business" ("name", "description", "category", "address", "phone", "updatedAt")
          VALUES ('x', 'd', 'Music', 'a', 'p', now())`),
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      db.withConnection((c) => c.exec(`DELETE FROM "Category" WHERE "kind" = 'business' AND "name" = 'Arts'`)),
    ).rejects.toThrow(/foreign key/);
  });

  it("renames every listing, and the directory search's words, with its category", async () => {
    await db.withConnection((c) =>
      c.exec(`UPDATE "Category" SET "name" = 'Galleries' WHERE "kind" = 'business' AND "name" = 'Arts'`),
    );
    const renamed = await rows<{ count: string }>(
      `SELECT count(*) AS "count" FROM "Business" WHERE "category" = 'Galleries' AND "searchVector" @@ to_tsquery('english', 'galleries')`,
    );
    expect(Number(renamed[0]?.count)).toBe(3);
    const word = await rows<{ word: string }>(`SELECT "word" FROM "BusinessSearchWord" WHERE "word" = 'galleries'`);
    expect(word).toHaveLength(1);
  });
});
