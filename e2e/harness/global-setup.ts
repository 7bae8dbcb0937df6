// vitest global set-up of the browser tests: one PostgreSQL server for the run and one seeded
// template on it, so each test file's server starts on a copy (server.ts) instead of creating,
// migrating and seeding a database of its own. The server is TEST_DATABASE_URL's when it is set
// (CI: the machine's PostgreSQL), otherwise an embedded one started here. The template is made by
// the built server itself (migrations, seed, the tests' admin), exactly as a file's own server
// made its database before. The test files run in workers started after this, so they inherit
// the variables set here.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type EmbeddedPostgres,
  socketUrl,
  startEmbeddedPostgres,
} from "../../packages/db/src/embedded/postgres-server.ts";
import { createDatabase, DATABASE_PREFIX, SERVER_URL_VARIABLE, TEMPLATE_VARIABLE, withClient } from "./database.ts";
import { spawnServer } from "./server.ts";

/**
 * The embedded server is tuned for one site (20 connections, every commit flushed). Here it holds
 * every file's site at once, and what is under test is the site, not the disk: more connections,
 * no flush. The durability tests (apps/server/test/processes) keep the embedded server as shipped.
 */
const RUN_SETTINGS: Record<string, string> = {
  max_connections: "100",
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
};

async function startRunServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "chamber-e2e-pg-"));
  // Started as root, the server runs as "postgres", which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  let server: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir });
  try {
    // postgresql.auto.conf is read after Chamber's own settings; max_connections needs a restart.
    await withClient(socketUrl(server.clusterDir, "postgres"), async (client) => {
      for (const [name, value] of Object.entries(RUN_SETTINGS))
        await client.query(`ALTER SYSTEM SET ${name} = ${value}`);
    });
    await server.stop();
    server = await startEmbeddedPostgres({ dataDir });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: socketUrl(server.clusterDir, "postgres"),
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Databases an earlier run on this machine left behind when it was killed (its pid is gone). */
async function dropLeftovers(serverUrl: string) {
  await withClient(serverUrl, async (client) => {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `${DATABASE_PREFIX.replaceAll("_", "\\_")}%`,
    ]);
    for (const { datname } of rows as { datname: string }[]) {
      const pid = Number(datname.slice(DATABASE_PREFIX.length).split("_")[0]);
      if (!Number.isInteger(pid) || pid <= 0 || isAlive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export default async function setup() {
  const external = process.env.TEST_DATABASE_URL;
  const runServer = external ? { url: external, stop: async () => {} } : await startRunServer();
  // Leftovers are recognised by a dead pid of this machine: only a server on this machine can hold them.
  if (!external || /@(127\.0\.0\.1|localhost|%2F)/i.test(external)) await dropLeftovers(runServer.url);
  let template: Awaited<ReturnType<typeof createDatabase>> | undefined;
  try {
    template = await createDatabase(runServer.url, "seeded");
    const seeding = await spawnServer(template.url);
    await seeding.stop();
  } catch (error) {
    await template?.drop();
    await runServer.stop();
    throw error;
  }
  process.env[SERVER_URL_VARIABLE] = runServer.url;
  process.env[TEMPLATE_VARIABLE] = template.name;
  return async () => {
    await template?.drop();
    await runServer.stop();
  };
}
