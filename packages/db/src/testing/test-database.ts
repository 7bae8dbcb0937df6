// Test databases. Each call gives a fresh, migrated, empty database on the PostgreSQL server that
// TEST_DATABASE_URL names (CI sets it to the machine's server; without it, the test run's global
// set-up starts an embedded one and sets it). Each is copied from a migrated template, so opening
// one costs a CREATE DATABASE, and it is dropped on close: test files never see each other's rows.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openPostgres } from "../database.ts";
import { migrate, readMigrations } from "../migrate.ts";

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the tests through vitest (its global set-up sets it).");
  return url;
}

export const databaseUrlFor = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>, url = testServerUrl()): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server, dropped by `drop()`; `migrated` copies the template. */
export async function createTestDatabase(options: { migrated: boolean }) {
  const template = options.migrated ? await migratedTemplate() : undefined;
  const name = `chamber_test_${randomBytes(6).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  return {
    name,
    url: databaseUrlFor(testServerUrl(), name),
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

export async function openTestDatabase(): Promise<Database> {
  const database = await createTestDatabase({ migrated: true });
  const db = openPostgres(database.url, { kind: "postgres", description: `test database ${database.name}` });
  return {
    ...db,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/**
 * The name of a database holding the committed migrations and nothing else, made once per set of
 * migrations (the name carries their checksums, so a changed migration makes a new one).
 *
 * The server may be shared: several checkouts run their tests on one machine's PostgreSQL, each
 * connected to a database of its own (so an advisory lock, which holds in one database only,
 * does not keep them apart). So a template is built under a name of its own and renamed to its
 * final name only once migrated: a run that sees the name sees a whole template. Two runs that
 * build the same one at once both succeed; the slower drops its copy. Templates of other
 * migrations are left alone: another checkout may be copying one at this moment.
 */
async function migratedTemplate(): Promise<string> {
  const migrations = await readMigrations();
  const key = createHash("sha256")
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join("\n"))
    .digest("hex")
    .slice(0, 12);
  const name = `chamber_template_${key}`;
  const exists = async () =>
    withAdmin(async (client) => (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount);
  if (await exists()) return name;
  const building = `chamber_building_${key}_${randomBytes(4).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${building}"`));
  try {
    const db = openPostgres(databaseUrlFor(testServerUrl(), building), { kind: "postgres", description: building });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    await withAdmin((client) => client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
  } catch (error) {
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
    // Another run published the same template first: use theirs.
    if (await exists()) return name;
    throw error;
  }
  return name;
}
