// Durability proof: a real server process under a writer loop is killed with SIGKILL mid-load — no
// draining, no clean close — and restarted on the same data; every write it answered 2xx must be
// there. On the embedded PostgreSQL (in a temp DATA_DIR) twice: the app alone killed (its database
// server is left orphaned and must be taken over), and the app with its whole database server
// killed (PostgreSQL's crash recovery replays the fsynced WAL); and on TEST_DATABASE_URL's server.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase } from "@chamber/db/testing";
import { describe, expect, it } from "vitest";
import { login, postgresAnswers, startServer } from "./processes.ts";
import { startWriterLoop } from "./writer.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresUp = await postgresAnswers(postgresUrl);

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** SIGKILL to the embedded server's process group: the postmaster and every backend at once. */
function killEmbeddedDatabase(dataDir: string) {
  const pid = Number(readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
  process.kill(-pid, "SIGKILL");
}

/** Load, SIGKILL, restart, compare; returns the figures for the log. */
async function killMidLoad(
  databaseEnv: Record<string, string>,
  label: string,
  options: { killDatabase?: boolean } = {},
) {
  // The writer loop stands in for a load balancer on loopback, so it is named as one.
  const env: Record<string, string> = { ...databaseEnv, TRUST_PROXY: "127.0.0.1" };
  const first = await startServer(env);
  const loop = startWriterLoop(first.url, { concurrency: 8 });
  // Mid-load: well into the loop, with requests in flight.
  await until(() => loop.acknowledged.size >= 150, 15_000);
  await first.kill();
  if (options.killDatabase && env.DATA_DIR) killEmbeddedDatabase(env.DATA_DIR);
  await loop.stop();
  expect(loop.acknowledged.size, first.output()).toBeGreaterThanOrEqual(150);
  // The kill interrupted requests in flight: the loop saw the server vanish.
  expect(loop.stats.failed).toBeGreaterThan(0);
  expect(loop.stats.refused).toBe(0);

  const second = await startServer(env);
  try {
    const token = await login(second.url);
    const response = await fetch(`${second.url}/api/newsletter-subscriptions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const stored = new Set(((await response.json()) as { email: string }[]).map((row) => row.email));
    const lost = [...loop.acknowledged].filter((email) => !stored.has(email));
    expect(lost, `acknowledged writes missing after the restart`).toEqual([]);

    // The restarted server writes as before.
    const after = await fetch(`${second.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.255.255.254" },
      body: JSON.stringify({ email: "after-restart@example.com" }),
    });
    expect(after.status).toBe(202);
    console.info(
      `durability (${label}): ${loop.acknowledged.size} writes acknowledged, ${loop.stats.failed} cut off by SIGKILL, ${stored.size} stored, 0 lost`,
    );
  } finally {
    await second.stop();
  }
}

describe("durability across kill -9", () => {
  const withDataDir = async (work: (dataDir: string) => Promise<void>) => {
    const dataDir = mkdtempSync(join(tmpdir(), "chamber-durability-"));
    // Started as root, the embedded PostgreSQL runs as "postgres", which must enter the folder.
    chmodSync(dataDir, 0o755);
    try {
      await work(dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it("keeps every acknowledged write on the embedded database when the app is killed", async () => {
    await withDataDir((dataDir) => killMidLoad({ DATA_DIR: dataDir }, "embedded, app killed"));
  }, 150_000);

  it("keeps every acknowledged write when the app and its database server are killed together", async () => {
    await withDataDir((dataDir) =>
      killMidLoad({ DATA_DIR: dataDir }, "embedded, app and database killed", { killDatabase: true }),
    );
  }, 150_000);

  it.skipIf(!postgresUp)(
    "keeps every acknowledged write on PostgreSQL",
    async () => {
      if (!postgresUrl) return;
      const database = await createTestDatabase({ migrated: false });
      try {
        await killMidLoad({ DATABASE_URL: database.url }, "PostgreSQL");
      } finally {
        await database.drop();
      }
    },
    150_000,
  );
});

if (!postgresUp) {
  console.warn(
    postgresUrl
      ? `durability on PostgreSQL skipped: TEST_DATABASE_URL (${postgresUrl}) does not answer`
      : "durability on PostgreSQL skipped: TEST_DATABASE_URL is not set",
  );
}
