// One load measurement: wrk when the machine has it (a C load generator, so it is not the
// bottleneck on two cores), otherwise autocannon in a process of its own.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fire, type Shot, type ShotResult } from "./cannon.ts";
import { paced } from "./paced.ts";

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
export const loadToolName = hasWrk ? "wrk" : "autocannon";

/** wrk's latency lines: "     99%   12.34ms" (us, ms or s). */
function millis(output: string, percentile: string): number {
  const match = output.match(new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m"));
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

/** A wrk script that adds `name=N` to every request's query, as variedPath() does for autocannon. */
function varyScript(shot: Shot): string {
  const url = new URL(shot.url);
  const base = url.pathname + (url.search ? `${url.search}&` : "?");
  const value = shot.vary?.modulo ? `n % ${shot.vary.modulo}` : "n";
  return `local n = ${(shot.vary?.start ?? 0) - 1}\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, "${base}${shot.vary?.name}=" .. (${value}))\nend\n`;
}

/** A wrk script that asks for `shot.paths` in turn, as variedPath() does for autocannon. */
function pathsScript(paths: string[]): string {
  const list = paths.map((path) => JSON.stringify(path)).join(",\n  ");
  return `local paths = {\n  ${list}\n}\nlocal n = -1\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, paths[(n % #paths) + 1])\nend\n`;
}

async function runWrk(shot: Shot): Promise<ShotResult> {
  const args = ["-t1", `-c${shot.connections}`, `-d${shot.durationSeconds}s`, "--latency", "--timeout", "5s"];
  for (const [name, value] of Object.entries(shot.headers ?? {})) args.push("-H", `${name}: ${value}`);
  const scratch = shot.vary || shot.paths?.length ? mkdtempSync(join(tmpdir(), "chamber-wrk-")) : undefined;
  if (scratch) {
    writeFileSync(join(scratch, "vary.lua"), shot.paths?.length ? pathsScript(shot.paths) : varyScript(shot));
    args.push("-s", join(scratch, "vary.lua"));
  }
  const output = await new Promise<string>((resolve, reject) => {
    let text = "";
    const child = spawn("wrk", [...args, shot.url], { stdio: ["ignore", "pipe", "inherit"] });
    child.stdout.on("data", (chunk) => (text += chunk));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
  }).finally(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
  const number = (pattern: RegExp) => Number(output.match(pattern)?.[1] ?? 0);
  const socketErrors = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const requests = number(/(\d+) requests in/);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests,
    p50: millis(output, "50"),
    p99: millis(output, "99"),
    max: Number.NaN,
    errors: socketErrors ? Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3]) : 0,
    timeouts: socketErrors ? Number(socketErrors[4]) : 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    bytesPerSecond: 0,
  };
}

/** A paced shot (`rate`) through paced.ts; otherwise wrk when the machine has it, else autocannon. */
export async function measure(shot: Shot): Promise<ShotResult> {
  if (shot.rate) return paced({ ...shot, rate: shot.rate });
  return hasWrk ? runWrk(shot) : fire(shot);
}
