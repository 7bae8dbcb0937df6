// The browser tests' databases: one PostgreSQL server for the whole run (TEST_DATABASE_URL's, or an
// embedded one global-setup.ts starts), a seeded template made once per run, and for each test
// file a copy of it (CREATE DATABASE … TEMPLATE). Also direct SQL on a file's database, for the
// rare state a browser test cannot reach in its time, such as a message that has failed for hours.
// node-postgres comes from @chamber/db, which already depends on it.
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import type { RunningServer } from "./server.ts";

interface PgClient {
  connect(): Promise<void>;
  query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null; rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}
const { Client } = createRequire(new URL("../../packages/db/package.json", import.meta.url))("pg") as {
  Client: new (config: object) => PgClient;
};

/** Set by global-setup.ts for the test files: the server's maintenance URL and the template's name. */
export const SERVER_URL_VARIABLE = "CHAMBER_E2E_DATABASE_SERVER";
export const TEMPLATE_VARIABLE = "CHAMBER_E2E_TEMPLATE";

/** Every database of a run is named `chamber_e2e_<pid of the run>_…`, so a later run can tell leftovers. */
export const DATABASE_PREFIX = "chamber_e2e_";

const databaseUrlFor = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function withClient<T>(url: string, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through vitest (its global set-up sets it).`);
  return value;
}

/** A new database on the run's server, named for this run; `template` copies that database. */
export async function createDatabase(serverUrl: string, purpose: string, template?: string) {
  const name = `${DATABASE_PREFIX}${process.pid}_${purpose}_${randomBytes(4).toString("hex")}`;
  await withClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`),
  );
  return {
    name,
    url: databaseUrlFor(serverUrl, name),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A test file's own copy of the seeded template. */
export function createFileDatabase() {
  return createDatabase(required(SERVER_URL_VARIABLE), "file", required(TEMPLATE_VARIABLE));
}

export async function sql(server: RunningServer, text: string, values: unknown[] = []) {
  return withClient(server.databaseUrl, (client) => client.query(text, values));
}
