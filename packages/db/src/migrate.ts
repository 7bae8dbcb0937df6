// Applies the committed SQL migrations in prisma/migrations at start-up.
//
// Prisma's own `migrate deploy` cannot run here (it needs a native schema engine, and through
// adapter-pg it fails on PostgreSQL: prisma/orm#27403), so this small runner does the same job:
// files applied in name order, each in its own transaction, recorded in a table compatible with
// Prisma's `_prisma_migrations`, all under an advisory lock so instances starting together
// cannot race.
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database, SqlConnection } from "./database.ts";

/**
 * prisma/migrations at the top of the checkout, found by walking up from this module: it runs
 * from packages/db/src under the tests and from a bundle in apps/server/dist in production.
 */
export const migrationsDir = (() => {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, "prisma", "migrations");
    if (existsSync(candidate)) return candidate;
  }
  throw new Error("prisma/migrations not found above the running code");
})();

/** Arbitrary but fixed: every Chamber instance contends for the same advisory lock. */
const MIGRATION_LOCK = 72_707_369;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(`${dir}/${name}/migration.sql`, "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

const createLedger = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationReport {
  applied: string[];
  /** Applied earlier, but the file has changed since: reported, never re-run. */
  modified: string[];
}

/**
 * Applies pending migrations while holding the migration lock; `whileLocked` runs under the same lock.
 * `upTo` stops after the migration of that name (an import copies old rows into the schema they were
 * written for, and the later migrations then convert them as they would have been converted in place).
 */
export async function migrate(
  db: Pick<Database, "withConnection">,
  options: { dir?: string; whileLocked?: () => Promise<void>; upTo?: string } = {},
): Promise<MigrationReport> {
  const upTo = options.upTo;
  const migrations = (await readMigrations(options.dir)).filter((m) => upTo === undefined || m.name <= upTo);
  return db.withConnection(async (connection) => {
    await connection.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      const report = await applyPending(connection, migrations);
      await options.whileLocked?.();
      return report;
    } finally {
      await connection.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  });
}

async function applyPending(connection: SqlConnection, migrations: Migration[]): Promise<MigrationReport> {
  await connection.exec(createLedger);
  const done = await connection.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations"
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Map(done.map((row) => [row.migration_name, row.checksum]));
  const report: MigrationReport = { applied: [], modified: [] };
  for (const migration of migrations) {
    const checksum = applied.get(migration.name);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum) report.modified.push(migration.name);
      continue;
    }
    await connection.exec("BEGIN");
    try {
      await connection.exec(migration.sql);
      await connection.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      await connection.exec("COMMIT");
    } catch (error) {
      await connection.exec("ROLLBACK");
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
    report.applied.push(migration.name);
  }
  return report;
}
