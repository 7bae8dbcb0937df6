// The real server, started as the README starts it (the built apps/server/dist/main.js on a fresh
// embedded database in a temp DATA_DIR), for the benches that measure the whole product.
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "@chamber/server/src/node-flags.ts";
import { generatedBusinesses } from "./businesses.ts";
import { generatedEvents } from "./events.ts";
import { serverMain } from "./paths.ts";

const ADMIN_EMAIL = "bench@chamber.example";
const ADMIN_PASSWORD = "bench-password-0123";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** What a bench's server runs on: this port, an embedded database in `dataDir`, no Redis. */
export const serverEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  LOG_LEVEL: "warn",
});

/**
 * Starts the server; `onSample` is called every 25 ms until it is healthy (the first-start peak).
 * The DATA_DIR is removed on stop unless one was given. `main` is another checkout's built server
 * (its apps/server/dist/main.js, which renders with that checkout's web build), to compare builds.
 */
export async function startServerProcess(
  options: {
    dataDir?: string;
    onSample?: (pid: number) => void;
    /** Another checkout's built server (`apps/server/dist/main.js`), to compare builds in one run. */
    main?: string;
    /** Node and V8 flags after the server's own and BENCH_SERVER_FLAGS. */
    flags?: string[];
    /** Everything the server prints, as it comes (a `--trace-gc` log, say). */
    onOutput?: (chunk: string) => void;
  } = {},
): Promise<ServerProcess> {
  const main = options.main ?? serverMain;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "chamber-bench-"));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  // BENCH_SERVER_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools, or sum its self times), to see where a bench's time goes.
  const profileDir = process.env.BENCH_SERVER_PROFILE;
  const profileFlags = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  // BENCH_SERVER_FLAGS="--max-semi-space-size=16 --trace-gc": Node and V8 flags after the server's
  // own (a later flag wins), to A/B them under the same bench. BENCH_SERVER_LOG=<file> keeps
  // everything the server prints there (a --trace-gc log, say).
  const extraFlags = process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const logFile = process.env.BENCH_SERVER_LOG;
  const nodeFlags = [...SERVER_NODE_FLAGS, ...profileFlags, ...extraFlags, ...(options.flags ?? [])];
  const child = spawn(process.execPath, [...nodeFlags, main], {
    env: { ...process.env, ...SERVER_ENV, ...serverEnv(port, dataDir) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    options.onOutput?.(chunk.toString());
    output += chunk;
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let stopping = false;
  const exited = new Promise<void>((done) =>
    child.once("exit", (code, signal) => {
      // A server that dies under a bench says why, instead of leaving only "connection refused".
      if (!stopping) console.error(`the server exited (${code ?? signal}):\n${output}`);
      done();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (child.pid) options.onSample?.(child.pid);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
    await new Promise((done) => setTimeout(done, 25));
  }
  return {
    url,
    child,
    dataDir,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Creates each body through the admin API at `path`, a few at a time (the server runs on two cores). */
async function createAll(url: string, token: string, path: string, bodies: unknown[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

/** How many rows the admin's list at `path` holds, hidden ones included. */
async function countAll(url: string, token: string, path: string): Promise<number> {
  const response = await fetch(`${url}${path}?scope=all`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as unknown[]).length;
}

/** Adds businesses through the admin API until the list holds `count`. */
export async function topUpBusinesses(url: string, count: number): Promise<number> {
  const token = await signIn(url);
  const existing = await countAll(url, token, "/api/businesses");
  await createAll(url, token, "/api/businesses", generatedBusinesses(Math.max(0, count - existing), existing));
  return Math.max(count, existing);
}

/** Adds events through the admin API until the list holds `count`. */
export async function topUpEvents(url: string, count: number): Promise<number> {
  const token = await signIn(url);
  const existing = await countAll(url, token, "/api/events");
  await createAll(url, token, "/api/events", generatedEvents(Math.max(0, count - existing), existing));
  return Math.max(count, existing);
}
