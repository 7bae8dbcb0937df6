// Direct SQL on a test server's embedded database (its Unix socket in DATA_DIR/postgres), for the
// rare state a browser test cannot reach in its time, such as a message that has failed for hours.
// node-postgres comes from @chamber/db, which already depends on it.
import { createRequire } from "node:module";
import { join } from "node:path";
import type { RunningServer } from "./server.ts";

interface PgClient {
  connect(): Promise<void>;
  query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
  end(): Promise<void>;
}
const { Client } = createRequire(new URL("../../packages/db/package.json", import.meta.url))("pg") as {
  Client: new (config: object) => PgClient;
};

export async function sql(server: RunningServer, text: string, values: unknown[] = []) {
  const client = new Client({ host: join(server.dataDir, "postgres"), user: "chamber", database: "chamber" });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
