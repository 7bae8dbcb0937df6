// Starts the real, built Chamber server (the same `node apps/server/dist/main.js` that `pnpm start` runs) on a
// free port with a fresh embedded database, so each test file sees the seeded content and only
// its own changes.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../apps/server/src/node-flags.ts";

export const ADMIN_EMAIL = "staff@ojaichamber.example";
export const ADMIN_PASSWORD = "valley-oaks-2025";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(join(root, "apps/web/dist/server/entry-server.js"))) {
    throw new Error("apps/web/dist is missing: run `pnpm --filter @chamber/web build` first");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "chamber-e2e-"));
  // Started as root, the embedded PostgreSQL runs as "postgres", which must enter the folder.
  chmodSync(dataDir, 0o755);
  let log = "";
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "apps/server/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  // A fresh embedded database takes 5-40 s to start, and longer while other browser-test files
  // start theirs on a busy machine: the hooks' timeout (vitest.config.ts) leaves room for this.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) throw new Error(`server did not become healthy:\n${log}`);
  return {
    url,
    dataDir,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
