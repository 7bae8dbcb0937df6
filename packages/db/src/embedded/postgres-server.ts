// Chamber's embedded database: a real PostgreSQL server that the app starts, owns and stops, with
// its files in DATA_DIR/postgres. It listens only on a Unix socket inside that folder (no TCP
// port), fsyncs every commit, and is tuned small (docs/decisions/007-embedded-postgresql.md).
//
// Life cycle: start() takes DATA_DIR for this process (a second Chamber on the same folder is
// refused), creates the cluster on first use, stops a server orphaned by an app that was killed
// (kill -9 leaves the postmaster running), then starts PostgreSQL in its own process group, so a
// Ctrl-C in the terminal reaches the app, which drains requests before it stops the database.
import { type ChildProcess, spawn } from "node:child_process";
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { postgresBinaries } from "./binaries.ts";
import { dataDirOwner, isAlive, lockDataDir } from "./data-dir-lock.ts";
import { assertReachable, type RunAs, serverUser } from "./run-as.ts";

const EMBEDDED_USER = "chamber";
export const EMBEDDED_DATABASE = "chamber";
/** Only names the socket file (.s.PGSQL.5432): no TCP port is opened. */
const SOCKET_PORT = 5432;
/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = 100;

/** Settings rewritten at every start; an operator's own lines after the include still win. */
const chamberConf = `# Written by Chamber at every start: edit postgresql.conf (after the include line) instead.
# Durable: every commit is flushed to disk before it is acknowledged.
fsync = on
synchronous_commit = on
full_page_writes = on
# Small: a chamber's site fits in a few megabytes and a handful of connections.
shared_buffers = 16MB
max_connections = 20
# Its few megabytes are read from memory: an index read costs about what a sequential one does, so
# the planner walks the (name, id) index for a page of the directory instead of sorting every row.
random_page_cost = 1.1
wal_level = minimal
max_wal_senders = 0
min_wal_size = 32MB
max_wal_size = 256MB
autovacuum_max_workers = 2
max_logical_replication_workers = 0
jit = off
huge_pages = off
log_min_messages = warning
`;

export interface EmbeddedPostgres {
  /** Connection string over the Unix socket, for node-postgres. */
  url: string;
  /** The cluster folder; also the socket directory (`pg_dump -h <this>`). */
  clusterDir: string;
  /** True when this call created the cluster. */
  created: boolean;
  /** Fast shutdown (sessions closed, checkpoint written), then the data folder is released. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Where PostgreSQL's own messages go (default: DATA_DIR/postgres.log). */
  logFile?: string;
}

export const clusterDirOf = (dataDir: string) => join(resolve(dataDir), "postgres");

/** node-postgres reads a percent-encoded absolute path as the socket directory. */
export const socketUrl = (clusterDir: string, database = EMBEDDED_DATABASE) =>
  `postgresql://${EMBEDDED_USER}@${encodeURIComponent(clusterDir)}/${database}`;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const clusterDir = clusterDirOf(dataDir);
  if (join(clusterDir, `.s.PGSQL.${SOCKET_PORT}`).length > MAX_SOCKET_PATH) {
    throw new Error(
      `DATA_DIR ${dataDir} is too long a path for the database's Unix socket: choose a shorter DATA_DIR.`,
    );
  }
  const release = lockDataDir(dataDir);
  let child: ChildProcess | undefined;
  try {
    const binaries = await postgresBinaries();
    const runAs = serverUser();
    const created = !existsSync(join(clusterDir, "PG_VERSION"));
    if (created) await initCluster(binaries.initdb, clusterDir, runAs);
    else if (runAs) assertReachable(clusterDir, runAs);
    writeFileSync(join(clusterDir, "chamber.conf"), chamberConf);
    if (runAs) chownSync(join(clusterDir, "chamber.conf"), runAs.uid, runAs.gid);
    await stopOrphanedServer(clusterDir);

    const logFd = openSync(options.logFile ?? join(dataDir, "postgres.log"), "a");
    let server: ChildProcess;
    try {
      server = spawn(
        binaries.postgres,
        [
          "-D",
          clusterDir,
          "-p",
          String(SOCKET_PORT),
          "-c",
          "listen_addresses=",
          "-c",
          `unix_socket_directories=${clusterDir}`,
        ],
        { detached: true, stdio: ["ignore", logFd, logFd], ...runAs },
      );
    } finally {
      closeSync(logFd);
    }
    child = server;
    const exited = new Promise<void>((done) => server.once("exit", () => done()));
    // However this process ends (an uncaught error, a signal during start-up), the server it
    // started gets the fast-shutdown signal and does not outlive it.
    const stopOnExit = () => server.kill("SIGINT");
    process.once("exit", stopOnExit);
    void exited.then(() => process.off("exit", stopOnExit));
    await waitUntilReady(clusterDir, server, options.logFile ?? join(dataDir, "postgres.log"));
    await ensureAppDatabase(clusterDir);

    let stopping: Promise<void> | undefined;
    return {
      url: socketUrl(clusterDir),
      clusterDir,
      created,
      stop: () => {
        stopping ??= (async () => {
          if (server.exitCode === null && server.signalCode === null) {
            server.kill("SIGINT");
            const timer = setTimeout(() => server.kill("SIGQUIT"), 30_000);
            await exited;
            clearTimeout(timer);
          }
          release();
        })();
        return stopping;
      },
    };
  } catch (error) {
    // A server that started but cannot be used (no app database) is not left running.
    child?.kill("SIGINT");
    release();
    throw error;
  }
}

/**
 * The running server of a DATA_DIR that another Chamber process owns (the CLI beside a running
 * site), or undefined when nobody serves it.
 */
export function runningEmbeddedPostgres(dataDir: string): { url: string; ownerPid: number } | undefined {
  const owner = dataDirOwner(resolve(dataDir));
  const clusterDir = clusterDirOf(dataDir);
  if (owner === undefined || postmasterPid(clusterDir) === undefined) return undefined;
  return { url: socketUrl(clusterDir), ownerPid: owner };
}

async function initCluster(initdb: string, clusterDir: string, runAs: RunAs | undefined) {
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (runAs) {
    assertReachable(clusterDir, runAs);
    chownSync(clusterDir, runAs.uid, runAs.gid);
  }
  const args = [
    "-D",
    clusterDir,
    `--username=${EMBEDDED_USER}`,
    // Only the socket in a 0700 folder reaches the server: the folder's owner is the only client.
    "--auth-local=trust",
    "--auth-host=reject",
    "--encoding=UTF8",
    // ICU gives Unicode-aware case folding (ILIKE on "Café") whatever locales the machine has.
    "--locale=C",
    "--locale-provider=icu",
    "--icu-locale=und",
  ];
  await new Promise<void>((done, fail) => {
    let output = "";
    const child = spawn(initdb, args, { stdio: ["ignore", "pipe", "pipe"], ...runAs });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", fail);
    child.once("exit", (code) =>
      code === 0 ? done() : fail(new Error(`initdb failed (exit ${code}):\n${output.trim()}`)),
    );
  });
  const conf = join(clusterDir, "postgresql.conf");
  writeFileSync(
    conf,
    `${readFileSync(conf, "utf8")}\n# Chamber's settings; lines below this one override them.\ninclude 'chamber.conf'\n`,
  );
}

/** The postmaster's pid from postmaster.pid, when that process is alive. */
function postmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(clusterDir, "postmaster.pid"), "utf8").split("\n")[0] ?? "", 10);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** An app killed with -9 leaves its PostgreSQL running; nobody else owns it (we hold the lock). */
async function stopOrphanedServer(clusterDir: string) {
  const pid = postmasterPid(clusterDir);
  if (pid === undefined) return;
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(`The database server left running in ${clusterDir} (pid ${pid}) does not stop.`);
    }
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** PostgreSQL writes "ready" into postmaster.pid once it accepts connections. */
async function waitUntilReady(clusterDir: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = existsSync(logFile) ? readFileSync(logFile, "utf8").trim().split("\n").slice(-5).join("\n") : "";
      throw new Error(`The embedded database did not start (exit ${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    try {
      const lines = readFileSync(join(clusterDir, "postmaster.pid"), "utf8").split("\n");
      if (lines[0] === String(child.pid) && lines[7]?.trim() === "ready") return;
    } catch {
      // not written yet
    }
    if (Date.now() > deadline) throw new Error(`The embedded database did not start within 60 s (see ${logFile}).`);
    await new Promise((done) => setTimeout(done, 10));
  }
}

/** Checked at every start, so a first start cut short before this point heals on the next. */
async function ensureAppDatabase(clusterDir: string) {
  const client = new pg.Client({ connectionString: socketUrl(clusterDir, "postgres") });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [EMBEDDED_DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}
