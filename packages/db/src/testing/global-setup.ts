// vitest global set-up for the database tests: with no TEST_DATABASE_URL (a developer without a
// PostgreSQL server), start an embedded server for this run and point the tests at it. The test
// files run in worker processes started after this, so they inherit the variable.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { socketUrl, startEmbeddedPostgres } from "../embedded/postgres-server.ts";

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), "chamber-test-pg-"));
  // Started as root, the server runs as "postgres", which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir });
  process.env.TEST_DATABASE_URL = socketUrl(server.clusterDir, "postgres");
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
