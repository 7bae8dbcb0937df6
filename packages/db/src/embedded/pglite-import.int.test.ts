// A DATA_DIR written by Chamber's earlier embedded engine (PGlite) is imported into the embedded
// PostgreSQL at the first start, its files kept aside, and never imported twice.
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../database.ts";
import { migrate, migrationsDir } from "../migrate.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The last migration the PGlite releases shipped; later ones (pg_trgm among them) never ran there. */
const LAST_PGLITE_MIGRATION = "20261122021558_api_tokens";

/** The migrations folder as the PGlite releases had it. */
function pgliteEraMigrations(): string {
  const dir = mkdtempSync(join(tmpdir(), "chamber-legacy-migrations-"));
  dirs.push(dir);
  for (const entry of readdirSync(migrationsDir)) {
    if (!/^\d{14}_/.test(entry) || entry <= LAST_PGLITE_MIGRATION)
      cpSync(join(migrationsDir, entry), join(dir, entry), { recursive: true });
  }
  return dir;
}

/** A DATA_DIR as the PGlite releases left it: migrated, two businesses and a session. */
async function legacyDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "chamber-legacy-"));
  chmodSync(dataDir, 0o755);
  dirs.push(dataDir);
  const pglite = await PGlite.create(dataDir);
  const connection = {
    exec: async (script: string) => {
      await pglite.exec(script);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await pglite.query<Row>(sql, params)).rows,
  };
  await migrate({ withConnection: (work) => work(connection) }, { dir: pgliteEraMigrations() });
  await pglite.exec(`
    INSERT INTO "Business" (id, name, description, category, address, phone, "updatedAt")
    VALUES (7, 'Bart''s Books', 'Outdoor bookstore', 'retail', '302 W Matilija St', '(805) 646-3755', now()),
           (9, 'Ojai Café', 'Coffee « et » croissants', 'cafe', '1 Ojai Ave', '(805) 555-0100', now());
    INSERT INTO "AdminUser" (id, email, "passwordHash") VALUES (3, 'staff@example.com', 'hash');
    INSERT INTO "Session" ("tokenHash", "userId", "expiresAt") VALUES ('abc', 3, now() + interval '1 hour');
  `);
  await pglite.close();
  return dataDir;
}

describe("importing a PGlite DATA_DIR", () => {
  it("copies every row into PostgreSQL, keeps the old files aside and continues the ids", async () => {
    const dataDir = await legacyDataDir();
    const notes: string[] = [];
    const db = await openDatabase({ dataDir, log: (line) => notes.push(line) });
    try {
      const businesses = await db.prisma.business.findMany({
        orderBy: { id: "asc" },
        select: { id: true, name: true, category: true },
      });
      // Copied in the schema they were written in, then converted by the later migrations.
      expect(businesses).toEqual([
        { id: 7, name: "Bart's Books", category: "Retail" },
        { id: 9, name: "Ojai Café", category: "Dining" },
      ]);
      expect(await db.prisma.session.count({ where: { user: { email: "staff@example.com" } } })).toBe(1);
      const next = await db.prisma.business.create({
        data: { name: "New", description: "d", category: "Retail", address: "a", phone: "p" },
      });
      expect(next.id).toBe(10);
      // The import's copy fires no trigger: the search's word list is filled for the copied rows too.
      const words = await db.prisma.$queryRaw<{ word: string }[]>`
        SELECT word FROM "BusinessSearchWord" WHERE word IN ('bookstore', 'croissants') ORDER BY word`;
      expect(words.map((row) => row.word)).toEqual(["bookstore", "croissants"]);
    } finally {
      await db.close();
    }
    expect(notes.join("\n")).toMatch(/Imported 4 rows in \d+ tables/);
    expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(false);
    const backups = readdirSync(dataDir).filter((entry) => entry.startsWith("pglite-backup-"));
    expect(backups).toHaveLength(1);
    expect(existsSync(join(dataDir, backups[0] ?? "", "PG_VERSION"))).toBe(true);

    // The next start finds nothing left to import.
    const again = await openDatabase({ dataDir, log: (line) => notes.push(line) });
    try {
      expect(await again.prisma.business.count()).toBe(3);
    } finally {
      await again.close();
    }
    expect(notes.filter((line) => line.startsWith("Importing"))).toHaveLength(1);
  }, 120_000); // Two PGlite opens and two starts of an embedded server, beside the other packages' tests.
});
