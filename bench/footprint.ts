// bench/footprint: what the product costs in memory, measured as a chamber would run it — the root
// package.json's start script (its environment and Node flags, then scripts/launch.mjs start) on a
// clean build and an empty DATA_DIR — as the summed PSS of every process under it (the build's
// processes, then the server and each embedded PostgreSQL process; shared memory counted once).
//
//   pnpm bench footprint [--root <checkout>] [--no-build] [--businesses 250] [--duration 60] [--rate 30]
//
// Figures, each against its budget (the bench exits non-zero above any):
// - the first start's peak: the build (turbo and Vite, from no cache), then initdb, migrations
//   and the seed, until /api/health answers (≤ 600 MiB);
// - idle 15 s after that first start (≤ 200 MiB);
// - at the end of `duration` seconds of a steady mixed load, paced at `rate` requests a second:
//   public pages, API reads and a few searches (≤ 200 MiB).
// Printed beside them: where the PSS goes at each point (per process) and the growth over the last
// half of the load (information). `--root` measures another checkout (a base build, for an A/B),
// `--no-build` starts on the build already there.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { measure } from "./lib/load-tool.ts";
import { repoRoot } from "./lib/paths.ts";
import { mib, treeBreakdown, treePss } from "./lib/pss.ts";
import { freePort, serverEnv, topUpBusinesses } from "./lib/server-process.ts";
import { numberArg, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const root = resolve(args.get("root") ?? repoRoot);
const build = !args.has("no-build");
const businesses = numberArg(args, "businesses", 250);
const durationSeconds = numberArg(args, "duration", 60);
const rate = numberArg(args, "rate", 30);
const MiB = 1024 * 1024;
const BUDGET = { firstStart: 600 * MiB, idle: 200 * MiB, loaded: 200 * MiB };

/** Idle means nothing asked for a while: the pool closes a connection unused for 10 s. */
const IDLE_AFTER_MS = 15_000;
const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** `[NAME=value …] node [flags…] scripts/launch.mjs start` from the checkout's package.json. */
function startCommand(checkout: string): { env: Record<string, string>; argv: string[] } {
  const script: string = JSON.parse(readFileSync(join(checkout, "package.json"), "utf8")).scripts.start;
  const words = script.split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? "")) {
    const [name = "", value = ""] = (words.shift() as string).split("=", 2);
    env[name] = value;
  }
  if (words.shift() !== "node") throw new Error(`the start script does not run node: ${script}`);
  return { env, argv: words };
}

/** The mixed load: mostly pages and API reads, one request in ten a search. */
function mixedPaths(): string[] {
  const pages = ["/", "/directory", "/events", "/news", "/directory?page=2", "/contact"];
  const reads = ["/api/businesses?limit=24&offset=0", "/api/businesses?limit=24&offset=48", "/api/events"];
  const searches = ["coffee", "bakery", "yoga", "wine", "bikes", "garden", "art", "tacos"];
  const paths: string[] = [];
  for (let n = 0; paths.length < 400; n++) {
    if (n % 10 === 9) {
      const word = searches[((n / 10) % searches.length) | 0] as string;
      paths.push(n % 20 === 9 ? `/directory?search=${word}` : `/api/businesses?search=${word}&limit=24`);
    } else paths.push(n % 2 === 0 ? (pages[(n / 2) % pages.length] as string) : (reads[n % reads.length] as string));
  }
  return paths;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0);
}

function printBreakdown(title: string, pid: number) {
  console.log(`${title}:`);
  for (const row of treeBreakdown(pid)) console.log(`  ${mib(row.pss).padStart(10)}  ${row.command.slice(0, 90)}`);
}

/** The end of what the start printed (a build prints hundreds of lines before the failure). */
const tail = (text: string) => text.trim().split("\n").slice(-20).join("\n");

async function waitHealthy(url: string, child: ChildProcess, output: () => string, onSample: () => void) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the start exited (${child.exitCode}):\n${tail(output())}`);
    onSample();
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`no healthy server within 10 minutes:\n${tail(output())}`);
    await settle(100);
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "chamber-footprint-"));
  chmodSync(dataDir, 0o755);
  // A clean build: launch.mjs builds when its stamp is older than the sources, and turbo finds
  // nothing in an empty cache of its own (nor touches the checkout's).
  const turboCache = mkdtempSync(join(tmpdir(), "chamber-footprint-turbo-"));
  if (build) rmSync(join(root, "node_modules", ".cache", "chamber", "built-at"), { force: true });
  const { env, argv } = startCommand(root);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  console.log(
    `${root}: ${Object.entries(env)
      .map(([name, value]) => `${name}=${value} `)
      .join("")}node ${argv.join(" ")}`,
  );
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env: { ...process.env, ...env, TURBO_CACHE_DIR: turboCache, TURBO_FORCE: "true", ...serverEnv(port, dataDir) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const pid = child.pid ?? 0;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  try {
    let peak = 0;
    let atPeak = treeBreakdown(pid);
    const startedAt = Date.now();
    console.log(build ? "First start from a clean build (build, initdb, migrations, seed)…" : "First start…");
    await waitHealthy(
      url,
      child,
      () => output,
      () => {
        const pss = treePss(pid);
        if (pss > peak) [peak, atPeak] = [pss, treeBreakdown(pid)];
      },
    ).catch((error) => {
      console.log(`the first start failed; its peak until then: ${mib(peak)}`);
      throw error;
    });
    console.log(`healthy after ${((Date.now() - startedAt) / 1000).toFixed(1)} s; at the peak:`);
    for (const row of atPeak.slice(0, 8)) console.log(`  ${mib(row.pss).padStart(10)}  ${row.command.slice(0, 90)}`);
    await settle(IDLE_AFTER_MS);
    const idle = treePss(pid);
    printBreakdown("idle after the first start", pid);

    // Bench set-up, not measured: the businesses the load reads, added through the admin API.
    const count = await topUpBusinesses(url, businesses);
    console.log(
      `Load: ${durationSeconds} s at ${rate} requests/s over ${count} businesses (pages, API reads, searches)…`,
    );
    const samples: { at: number; pss: number }[] = [];
    const loadStart = Date.now();
    const sampler = setInterval(() => samples.push({ at: Date.now() - loadStart, pss: treePss(pid) }), 1000);
    const result = await measure({ url, connections: 10, durationSeconds, rate, paths: mixedPaths() });
    clearInterval(sampler);
    const loaded = treePss(pid);
    printBreakdown(`after ${durationSeconds} s of load`, pid);
    // Growth is a trend, not one garbage collection's timing: the median of the last 10 s of
    // samples against the median of the 10 s that open the second half.
    const halfway = (durationSeconds * 1000) / 2;
    const window = (from: number, to: number) =>
      median(samples.filter((sample) => sample.at >= from && sample.at < to).map((sample) => sample.pss));
    const opening = window(halfway, halfway + 10_000);
    const growth =
      opening > 0 ? (window(durationSeconds * 1000 - 10_000, Number.POSITIVE_INFINITY) - opening) / opening : 0;

    const rows = [
      {
        figure: build ? "first start (build + seed), peak" : "first start, peak",
        bytes: peak,
        budget: BUDGET.firstStart,
      },
      { figure: "idle after the first start", bytes: idle, budget: BUDGET.idle },
      { figure: `after ${durationSeconds} s of load`, bytes: loaded, budget: BUDGET.loaded },
    ];
    console.table(
      rows.map((row) => ({
        figure: row.figure,
        PSS: mib(row.bytes),
        budget: `≤ ${mib(row.budget)}`,
        met: row.bytes <= row.budget,
      })),
    );
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(
      `load: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${failed} failed; growth over the last ${durationSeconds / 2} s ${(growth * 100).toFixed(1)} %`,
    );
    const missed = rows.filter((row) => row.bytes > row.budget).length;
    console.log(missed === 0 ? "footprint: every budget met" : `footprint: ${missed} budget(s) exceeded`);
    if (missed > 0 || failed > 0) process.exitCode = 1;
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(turboCache, { recursive: true, force: true });
  }
}

await main();
