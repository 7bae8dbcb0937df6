// Test databases. Each call gives a fresh, migrated, empty database: an in-memory PGlite, or —
// when CHAMBER_TEST_DB=postgres and TEST_DATABASE_URL is set — a new PostgreSQL database created
// for the caller and dropped on close, so test files never see each other's rows.
import { createHash, randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openDatabase, pgliteConnection } from "./database.ts";
import { migrate, readMigrations } from "./migrate.ts";

export const testDatabaseKind = (): "pglite" | "postgres" =>
  process.env.CHAMBER_TEST_DB === "postgres" ? "postgres" : "pglite";

export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === "pglite") {
    const db = await openDatabase({ dataDir: "memory://", pgliteSnapshot: await migratedSnapshot() });
    await migrate(db);
    return db;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("CHAMBER_TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `chamber_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrate(db);
  return {
    ...db,
    close: async () => {
      await db.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, empty PGlite data directory, made once and kept in the temp folder. Starting from it
 * takes ~0.3 s where a fresh PGlite (initdb) takes 2–3 s, and every test file opens one. The file
 * name carries the PGlite build and the migrations' checksums, so any change makes a new one.
 */
async function migratedSnapshot(): Promise<Blob> {
  const migrations = await readMigrations();
  const key = createHash("sha256")
    .update(import.meta.resolve("@electric-sql/pglite"))
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join("\n"))
    .digest("hex")
    .slice(0, 16);
  const path = join(tmpdir(), `chamber-test-pglite-${key}.tar`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const client = await PGlite.create("memory://");
    try {
      const connection = pgliteConnection(client);
      await migrate({ withConnection: (work) => work(connection) });
      const snapshot = await client.dumpDataDir("none");
      // Written aside and renamed, so a parallel test file never reads half a snapshot.
      const partial = `${path}.${randomBytes(4).toString("hex")}`;
      await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
      await rename(partial, path);
      return snapshot;
    } finally {
      await client.close();
    }
  }
}
