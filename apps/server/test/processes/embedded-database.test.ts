// The embedded database as `pnpm start` runs it: one server per DATA_DIR (a second is refused with
// one line), and nothing left running once the server has stopped.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../src/node-flags.ts";
import { type ServerProcess, startServer } from "./processes.ts";

const mainPath = fileURLToPath(new URL("../../dist/main.js", import.meta.url));
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "chamber-embedded-"));
  // Started as root, the embedded PostgreSQL runs as "postgres", which must enter the folder.
  chmodSync(dataDir, 0o755);
  server = await startServer({ DATA_DIR: dataDir });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the embedded database of a running server", () => {
  it("refuses a second server on the same DATA_DIR with one line naming the first", async () => {
    const second = spawn(process.execPath, [...SERVER_NODE_FLAGS, mainPath], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    second.stdout.on("data", (chunk) => (output += chunk));
    second.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise((done) => second.once("exit", done));
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      `Another Chamber process (pid ${server.child.pid}) is using the embedded database in ${dataDir}: stop it first, or give this one its own DATA_DIR.`,
    ]);
    // The first one is untouched.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("stops with the server on SIGTERM, leaving no database process behind", async () => {
    const postmaster = Number(readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    expect(isAlive(postmaster)).toBe(true);
    await server.stop();
    expect(isAlive(postmaster)).toBe(false);
  });
});
