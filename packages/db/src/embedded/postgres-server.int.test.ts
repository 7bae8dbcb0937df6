// The embedded PostgreSQL server's life cycle: durable settings, no TCP port, one owner per
// DATA_DIR, a stale owner or an orphaned server taken over, nothing left running after stop().
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database.ts";
import { DataDirInUseError, isAlive } from "./data-dir-lock.ts";
import {
  clusterDirOf,
  type EmbeddedPostgres,
  runningEmbeddedPostgres,
  startEmbeddedPostgres,
} from "./postgres-server.ts";

/** The machine's PostgreSQL client tools, for the backup test (the README's commands). */
const hasPgDump = spawnSync("pg_dump", ["--version"]).status === 0;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "chamber-embedded-"));
  chmodSync(dir, 0o755);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dataDir: string): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({ dataDir });
  cleanups.push(() => server.stop());
  return server;
}

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);

describe("the embedded PostgreSQL server", () => {
  it("flushes every commit to disk and listens on no TCP port", async () => {
    const server = await start(scratchDir());
    const [settings] = await query<Record<string, string>>(
      server.url,
      `SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS sync,
              current_setting('full_page_writes') AS fpw, current_setting('listen_addresses') AS listen,
              current_database() AS db`,
    );
    expect(settings).toEqual({ fsync: "on", sync: "on", fpw: "on", listen: "", db: "chamber" });
  });

  it("keeps its data across a stop and a start", async () => {
    const dataDir = scratchDir();
    const first = await startEmbeddedPostgres({ dataDir });
    expect(first.created).toBe(true);
    await query(first.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    await first.stop();
    const second = await start(dataDir);
    expect(second.created).toBe(false);
    expect(await query(second.url, "SELECT note FROM kept")).toEqual([{ note: "still here" }]);
  });

  it("leaves no server process behind once stopped", async () => {
    const dataDir = scratchDir();
    const server = await startEmbeddedPostgres({ dataDir });
    const pid = postmasterPid(dataDir);
    await server.stop();
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(join(dataDir, "chamber.pid"))).toBe(false);
  });

  it("refuses a DATA_DIR that another live Chamber process holds, naming it", async () => {
    const dataDir = scratchDir();
    const other = spawn("sleep", ["30"]);
    cleanups.push(() => void other.kill());
    writeFileSync(join(dataDir, "chamber.pid"), `${other.pid}\n`);
    const error = await startEmbeddedPostgres({ dataDir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toContain(`pid ${other.pid}`);
    expect((error as Error).message).toContain(dataDir);
  });

  it("takes over from a process that died holding the folder, stopping the server it orphaned", async () => {
    const dataDir = scratchDir();
    const orphaned = await startEmbeddedPostgres({ dataDir });
    await query(orphaned.url, "CREATE TABLE survived (n int); INSERT INTO survived VALUES (1)");
    const orphanPid = postmasterPid(dataDir);
    // What kill -9 of the app leaves: its pid file naming a dead process, its server running.
    const dead = spawn("true");
    await new Promise((done) => dead.once("exit", done));
    writeFileSync(join(dataDir, "chamber.pid"), `${dead.pid}\n`);

    const server = await start(dataDir);
    expect(isAlive(orphanPid)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphanPid);
    expect(await query(server.url, "SELECT n FROM survived")).toEqual([{ n: 1 }]);
  });

  it("lets a command-line tool find the server a running site owns", async () => {
    const dataDir = scratchDir();
    expect(runningEmbeddedPostgres(dataDir)).toBeUndefined();
    const server = await start(dataDir);
    // The owner is this process, which a tool in another process would see as the site.
    writeFileSync(join(dataDir, "chamber.pid"), `${process.ppid}\n`);
    cleanups.push(() => writeFileSync(join(dataDir, "chamber.pid"), `${process.pid}\n`));
    const running = runningEmbeddedPostgres(dataDir);
    expect(running).toEqual({ url: server.url, ownerPid: process.ppid });
  });

  it.skipIf(!hasPgDump)("backs up with pg_dump while running, and the dump restores into another server", async () => {
    const dataDir = scratchDir();
    const server = await start(dataDir);
    await query(server.url, "CREATE TABLE menu (dish text); INSERT INTO menu VALUES ('pixie tangerine tart')");
    const dump = join(dataDir, "chamber.dump");
    // The README's command.
    execFileSync("pg_dump", ["-h", clusterDirOf(dataDir), "-U", "chamber", "-Fc", "-f", dump, "chamber"]);
    const target = await createTestDatabase({ migrated: false });
    cleanups.push(async () => {
      await target.drop();
    });
    execFileSync("pg_restore", ["--no-owner", "-d", target.url, dump]);
    expect(await query(target.url, "SELECT dish FROM menu")).toEqual([{ dish: "pixie tangerine tart" }]);
  });
});
