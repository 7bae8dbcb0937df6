// Test databases. Each call gives a fresh, migrated, empty database: an in-memory PGlite, or —
// when CHAMBER_TEST_DB=postgres and TEST_DATABASE_URL is set — a new PostgreSQL database created
// for the caller and dropped on close, so test files never see each other's rows.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "./database.ts";
import { migrate } from "./migrate.ts";

export const testDatabaseKind = (): "pglite" | "postgres" =>
  process.env.CHAMBER_TEST_DB === "postgres" ? "postgres" : "pglite";

export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === "pglite") {
    const db = await openDatabase({ dataDir: "memory://" });
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
