// The migration runner (docs/architecture.md §2 "migrations"): idempotent, recorded in _prisma_migrations,
// each file in its own transaction, safe when instances start together.
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database.ts";
import { migrate, migrationsDir, readMigrations } from "./migrate.ts";
import { createTestDatabase, openTestDatabase } from "./testing/test-database.ts";

type LedgerRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };
const ledger = (db: Database) =>
  db.withConnection((c) =>
    c.query<LedgerRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY migration_name`,
    ),
  );
const tableExists = async (db: Database, name: string) => {
  const rows = await db.withConnection((c) =>
    c.query<{ found: string | null }>("SELECT to_regclass($1)::text AS found", [name]),
  );
  return rows[0]?.found != null;
};

let db: Database;
let scratch: string;

beforeAll(async () => {
  db = await openTestDatabase();
  scratch = await mkdtemp(join(tmpdir(), "chamber-migrations-"));
});
afterAll(async () => {
  await db?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A copy of the real migrations plus extra ones, for runs with `dir`. */
async function migrationsWith(extra: Record<string, string>): Promise<string> {
  const dir = join(scratch, randomBytes(4).toString("hex"));
  await cp(migrationsDir, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    await mkdir(join(dir, name));
    await writeFile(join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("migrate", () => {
  it("records every committed migration in _prisma_migrations with its checksum", async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    const rows = await ledger(db);
    expect(rows.map((row) => row.migration_name)).toEqual(migrations.map((m) => m.name));
    expect(rows.map((row) => row.checksum)).toEqual(migrations.map((m) => m.checksum));
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
    }
  });

  it("applies nothing on a second run", async () => {
    const before = await ledger(db);
    expect(await migrate(db)).toEqual({ applied: [], modified: [] });
    expect(await ledger(db)).toEqual(before);
  });

  it("creates the schema's tables", async () => {
    for (const table of ["Business", "Event", "NewsArticle", "BoardMember", "Page", "Setting", "Session", "ApiToken"]) {
      expect(await tableExists(db, `"${table}"`), table).toBe(true);
    }
  });

  it("runs `whileLocked` while holding the advisory lock, and releases it after", async () => {
    const advisoryLocks = async () => {
      const rows = await db.withConnection((c) =>
        c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_locks
           WHERE locktype = 'advisory' AND granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`),
      );
      return rows[0]?.n;
    };
    let during: number | undefined;
    await migrate(db, {
      whileLocked: async () => {
        during = await advisoryLocks();
      },
    });
    expect(during).toBe(1);
    expect(await advisoryLocks()).toBe(0);
  });

  it("applies a new migration once and reports it", async () => {
    const dir = await migrationsWith({ "29990101000000_add_probe": 'CREATE TABLE "probe_applied" (id int);' });
    expect(await migrate(db, { dir })).toEqual({ applied: ["29990101000000_add_probe"], modified: [] });
    expect(await migrate(db, { dir })).toEqual({ applied: [], modified: [] });
    expect(await tableExists(db, "probe_applied")).toBe(true);
  });

  it("rolls back a failing migration, records nothing for it and throws naming it", async () => {
    const dir = await migrationsWith({
      "29990102000000_good": 'CREATE TABLE "probe_good" (id int);',
      "29990103000000_broken": 'CREATE TABLE "probe_half_done" (id int);\nSELECT * FROM "no_such_table";',
    });
    await expect(migrate(db, { dir })).rejects.toThrow(/29990103000000_broken/);
    expect(await tableExists(db, "probe_good")).toBe(true);
    expect(await tableExists(db, "probe_half_done")).toBe(false);
    const names = (await ledger(db)).map((row) => row.migration_name);
    expect(names).toContain("29990102000000_good");
    expect(names).not.toContain("29990103000000_broken");
    // The connection is usable afterwards, and a fixed file applies on the next run.
    await writeFile(join(dir, "29990103000000_broken", "migration.sql"), 'CREATE TABLE "probe_half_done" (id int);');
    expect((await migrate(db, { dir })).applied).toEqual(["29990103000000_broken"]);
  });

  it("reports an applied migration whose file changed, without running it again", async () => {
    const [first] = await readMigrations();
    if (!first) throw new Error("no migrations");
    const dir = await migrationsWith({});
    await writeFile(join(dir, first.name, "migration.sql"), `${first.sql}\n-- edited after release\n`);
    expect(await migrate(db, { dir })).toEqual({ applied: [], modified: [first.name] });
  });
});

describe("migrate on PostgreSQL", () => {
  const opened: Database[] = [];
  let fresh: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

  afterEach(async () => {
    for (const instance of opened.splice(0)) await instance.close();
    await fresh?.drop();
  });

  it("lets two instances migrate one fresh database at once (advisory lock)", async () => {
    fresh = await createTestDatabase({ migrated: false });
    for (let i = 0; i < 2; i++) opened.push(await openDatabase({ databaseUrl: fresh.url }));
    const [a, b] = opened as [Database, Database];
    const reports = await Promise.all([migrate(a), migrate(b), migrate(a)]);
    const migrations = await readMigrations();
    // Exactly one run applied everything; the others found nothing to do.
    const applied = reports.map((report) => report.applied.length).sort();
    expect(applied).toEqual([0, 0, migrations.length]);
    expect((await ledger(a)).map((row) => row.migration_name)).toEqual(migrations.map((m) => m.name));
  });
});
