// Starts the real, built Chamber server (the same `node apps/server/dist/main.js` that `pnpm start` runs) on a
// free port, on a database of its own copied from the run's seeded template (global-setup.ts), so
// each test file sees the seeded content and only its own changes. Copying the template costs a
// CREATE DATABASE; the server then finds its migrations applied and its content seeded.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../apps/server/src/node-flags.ts";
import { createFileDatabase } from "./database.ts";

export const ADMIN_EMAIL = "staff@ojaichamber.example";
export const ADMIN_PASSWORD = "valley-oaks-2025";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  url: string;
  /** The server's own database (a copy of the seeded template), for the harness's `sql`. */
  databaseUrl: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
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

/** The built server on `databaseUrl`, once it answers /api/health; `stop` ends the process only. */
export async function spawnServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Omit<RunningServer, "databaseUrl">> {
  if (!existsSync(join(root, "apps/web/dist/server/entry-server.js"))) {
    throw new Error("apps/web/dist is missing: run `pnpm build` first");
  }
  const port = await freePort();
  let log = "";
  // DATABASE_URL given, DATA_DIR names nothing the server uses.
  const { DATA_DIR: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "apps/server/dist/main.js"], {
    cwd: root,
    env: {
      ...inherited,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
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
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  // On a copied database start-up is a node process and a few queries: seconds on two cores; the
  // first start of a run (seeding the template, global-setup.ts) takes longer. A machine shared
  // with other work (a load average of 30 on two cores) stretches both many times over.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() >= deadline) {
      await stop();
      throw new Error(`server did not become healthy:\n${log}`);
    }
    // Polling, not a pause: the loop ends as soon as the server answers.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, process: child, output: () => log, stop };
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const database = await createFileDatabase();
  try {
    const server = await spawnServer(database.url, env);
    return {
      ...server,
      databaseUrl: database.url,
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
