// Start-up waits for PostgreSQL and Redis (src/startup-wait.ts): the built server started while
// either is not yet listening becomes healthy once it is, and one whose service never comes
// fails after STARTUP_PATIENCE_SECONDS with one line naming it. PostgreSQL "comes up" as a TCP
// relay to the test database opening late; Redis as a redis-server of the test's own.
// Runs when the test database answers and redis-server is installed; skipped otherwise.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { createTestDatabase } from "@chamber/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { postgresAnswers, type ServerProcess, startServer } from "./processes.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresUp = await postgresAnswers(postgresUrl);
const redisInstalled = (() => {
  try {
    execFileSync("redis-server", ["--version"]);
    return true;
  } catch {
    return false;
  }
})();
const skipReason = !postgresUp ? "TEST_DATABASE_URL does not answer" : !redisInstalled ? "no redis-server" : "";
if (skipReason) console.warn(`start-up wait proofs skipped: ${skipReason}`);

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A TCP relay on `port` to the PostgreSQL of `databaseUrl`, listening only once `open` is
 * called; answers the URL that goes through it.
 */
function lateRelay(port: number, databaseUrl: string) {
  const url = new URL(databaseUrl);
  const target = { host: url.hostname, port: Number(url.port || 5432) };
  url.port = String(port);
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    url: url.toString(),
    open: async () => {
      server = createServer((client) => {
        const upstream = tcpConnect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.once("close", () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
        client.on("error", () => upstream.destroy());
        upstream.on("error", () => client.destroy());
      }).listen(port, "127.0.0.1");
      await once(server, "listening");
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    },
  };
}

/** Runs the built server and answers its exit code and everything it printed. */
async function failedStart(env: Record<string, string>) {
  const started = startServer(env, 60_000).then(
    (server) => ({ server, error: undefined }),
    (error: Error) => ({ server: undefined, error }),
  );
  const { server, error } = await started;
  await server?.stop();
  return error?.message ?? "";
}

describe.skipIf(Boolean(skipReason))("a start that waits for what it needs", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ServerProcess | undefined;
  const cleanups: (() => Promise<unknown> | unknown)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
  }, 60_000);
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    for (const cleanup of cleanups.splice(0)) await cleanup();
  }, 30_000);
  afterAll(() => database?.drop(), 30_000);

  const healthy = async (url: string) => (await fetch(`${url}/api/health`)).status;

  // The relay speaks TCP: the test run's embedded server (no TEST_DATABASE_URL) listens on a Unix socket only.
  it.skipIf(new URL(postgresUrl ?? "postgresql://x").searchParams.has("host"))(
    "waits for a PostgreSQL that opens a few seconds late, then serves",
    async () => {
      const port = await freePort();
      const relay = lateRelay(port, database.url);
      cleanups.push(relay.close);
      let opening: Promise<void> | undefined;
      server = await startServer({ DATABASE_URL: relay.url, STARTUP_PATIENCE_SECONDS: "60" }, 90_000, (output) => {
        // Open a few seconds after the server said it waits.
        if (!opening && output.includes("Waiting for PostgreSQL"))
          opening = new Promise((resolve) => setTimeout(resolve, 3_000)).then(relay.open);
      });
      expect(opening).toBeDefined();
      expect(server.output()).toMatch(/Waiting for PostgreSQL \(DATABASE_URL\) \(.*ECONNREFUSED.*\); trying again/);
      expect(await healthy(server.url)).toBe(200);
    },
    120_000,
  );

  it("waits for a Redis that comes up a few seconds late, then serves", async () => {
    const port = await freePort();
    let redis: ChildProcess | undefined;
    cleanups.push(() => {
      redis?.kill("SIGTERM");
      return redis && once(redis, "exit");
    });
    const env = { DATABASE_URL: database.url, REDIS_URL: `redis://127.0.0.1:${port}`, STARTUP_PATIENCE_SECONDS: "60" };
    server = await startServer(env, 90_000, (output) => {
      if (redis || !output.includes("Waiting for Redis")) return;
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
      redis = spawn("redis-server", args, { stdio: "ignore" });
    });
    expect(redis).toBeDefined();
    expect(server.output()).toMatch(/Waiting for Redis \(REDIS_URL\) \(.+\); trying again for up to 60 s/);
    expect(await healthy(server.url)).toBe(200);
  }, 120_000);

  it.each([
    [
      "PostgreSQL (DATABASE_URL)",
      async () => ({ DATABASE_URL: `postgresql://postgres@127.0.0.1:${await freePort()}/none` }),
    ],
    [
      "Redis (REDIS_URL)",
      async () => ({ DATABASE_URL: database.url, REDIS_URL: `redis://127.0.0.1:${await freePort()}` }),
    ],
  ])(
    "fails with one line when %s never comes",
    async (what, env) => {
      const began = Date.now();
      const output = await failedStart({ ...(await env()), STARTUP_PATIENCE_SECONDS: "2" });
      expect(output).toMatch(/server exited with 1 before it was ready/);
      const failures = output.split("\n").filter((line) => line.startsWith("Chamber failed to start"));
      expect(failures).toEqual([
        expect.stringMatching(
          new RegExp(`^Chamber failed to start: ${what.replace(/[()]/g, "\\$&")} did not answer within 2 s: .+`),
        ),
      ]);
      expect(output).not.toMatch(/at .*\.js:\d+/);
      expect(Date.now() - began).toBeLessThan(30_000);
    },
    60_000,
  );
});
