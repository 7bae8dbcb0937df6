// bench/footprint: what the product costs in memory, measured as a chamber would run it — the
// built server started as the README starts it, on its embedded PostgreSQL, with 250 businesses —
// as the summed PSS of the app and every database process (shared memory counted once).
//
//   pnpm bench footprint [--businesses 250] [--duration 60] [--connections 50] [--strict]
//
// Figures: the peak during the first start (initdb, migrations, seed); idle (15 s without a
// request) after it and after a restart on the same data; the end of `duration` seconds of load
// on /api/businesses and / (half the connections each); and the growth over the last half of that
// load (median PSS of its last 10 s against the 10 s that open that half, sampled every second).
// Targets (issue "Runs where people have it"): idle ≤ 150 MiB, after load ≤ 256 MiB, first-start
// peak ≤ 400 MiB, growth over the last 30 s < 5 %.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadToolName, measure } from "./lib/load-tool.ts";
import { mib, treePss } from "./lib/pss.ts";
import { startServerProcess, topUpBusinesses } from "./lib/server-process.ts";
import { numberArg, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const businesses = numberArg(args, "businesses", 250);
const durationSeconds = numberArg(args, "duration", 60);
const connections = numberArg(args, "connections", 50);
const MiB = 1024 * 1024;

const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));
/**
 * Idle means nothing has been asked for a while: the pool closes connections unused for 10 s, so
 * 3 s after the first start the seed's four connections still hold a database backend each
 * (~20 MiB more PSS, measured).
 */
const IDLE_AFTER_MS = 15_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "chamber-footprint-"));
  chmodSync(dataDir, 0o755);
  try {
    let peak = 0;
    console.log("First start: empty DATA_DIR (initdb, migrations, seed)…");
    const first = await startServerProcess({ dataDir, onSample: (pid) => (peak = Math.max(peak, treePss(pid))) });
    await settle(IDLE_AFTER_MS);
    const idleFirst = treePss(first.child.pid ?? 0);
    // Bench set-up, not measured: the businesses the load reads, added through the admin API.
    const count = await topUpBusinesses(first.url, businesses);
    await first.stop();

    console.log(`Restart on the same data (${count} businesses)…`);
    const server = await startServerProcess({ dataDir });
    const serverPid = server.child.pid ?? 0;
    await settle(IDLE_AFTER_MS);
    const idle = treePss(serverPid);

    console.log(
      `Load: ${durationSeconds} s with ${loadToolName}, ${connections} connections over /api/businesses and /…`,
    );
    const samples: { at: number; pss: number }[] = [];
    const startedAt = Date.now();
    const sampler = setInterval(() => samples.push({ at: Date.now() - startedAt, pss: treePss(serverPid) }), 1000);
    const half = Math.max(1, Math.floor(connections / 2));
    const [list, home] = await Promise.all([
      measure({ url: `${server.url}/api/businesses`, connections: half, durationSeconds }),
      measure({ url: `${server.url}/`, connections: half, durationSeconds }),
    ]);
    clearInterval(sampler);
    const afterLoad = treePss(serverPid);
    // Growth is a trend, not one garbage collection's timing: the median of the last 10 s of
    // samples against the median of the 10 s that open the second half.
    const halfway = (durationSeconds * 1000) / 2;
    const window = (from: number, to: number) =>
      median(samples.filter((sample) => sample.at >= from && sample.at < to).map((sample) => sample.pss));
    const opening = window(halfway, halfway + 10_000);
    const closing = window(durationSeconds * 1000 - 10_000, Number.POSITIVE_INFINITY);
    const growth = opening > 0 ? (closing - opening) / opening : 0;
    await server.stop();

    console.table([
      { figure: "first-start peak", PSS: mib(peak), target: "≤ 400 MiB" },
      { figure: "idle after first start", PSS: mib(idleFirst), target: "≤ 150 MiB" },
      { figure: "idle after a restart", PSS: mib(idle), target: "≤ 150 MiB" },
      { figure: `after ${durationSeconds} s of load`, PSS: mib(afterLoad), target: "≤ 256 MiB" },
      {
        figure: `growth over the last ${durationSeconds / 2} s`,
        PSS: `${(growth * 100).toFixed(1)} %`,
        target: "< 5 %",
      },
    ]);
    console.log(
      `load: /api/businesses ${Math.round(list.requestsPerSecond)} req/s (p99 ${list.p99} ms, ${list.errors + list.non2xx} errors); / ${Math.round(home.requestsPerSecond)} req/s (p99 ${home.p99} ms, ${home.errors + home.non2xx} errors)`,
    );
    const missed = [
      peak > 400 * MiB,
      idleFirst > 150 * MiB,
      idle > 150 * MiB,
      afterLoad > 256 * MiB,
      growth >= 0.05,
    ].filter(Boolean).length;
    console.log(missed === 0 ? "footprint: every target met" : `footprint: ${missed} target(s) missed`);
    if (missed > 0 && args.has("strict")) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
