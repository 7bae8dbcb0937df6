// bench/load: throughput and latency of the public reads of the real server — built, started as
// the README starts it, on its embedded PostgreSQL with 250 businesses — beside a plain node:http
// server in a process of its own sending the same bytes as GET /api/businesses, in the same run.
//
//   pnpm bench load [--duration 10] [--connections 50] [--businesses 250] [--strict]
//
// The ratio to the plain server says what the whole stack costs per request (routing, hooks,
// security headers, cache, ETag). Load comes from wrk when the machine has it, else autocannon.
// Targets: GET /api/businesses ≥ 0.5× the plain server,
// p99 ≤ 25 ms at 50 connections, zero errors. --strict exits 1 when a target is missed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ShotResult } from "./lib/cannon.ts";
import { loadToolName, measure } from "./lib/load-tool.ts";
import { startPlainServer } from "./lib/plain-server.ts";
import { startServerProcess, topUpBusinesses } from "./lib/server-process.ts";
import { numberArg, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const durationSeconds = numberArg(args, "duration", 10);
const connections = numberArg(args, "connections", 50);
const businesses = numberArg(args, "businesses", 250);

async function main() {
  console.log(`Setting up: the built server on a fresh embedded database, ${businesses} businesses…`);
  const server = await startServerProcess();
  const scratch = mkdtempSync(join(tmpdir(), "chamber-load-"));
  try {
    await topUpBusinesses(server.url, businesses);
    const list = await fetch(`${server.url}/api/businesses`);
    const body = Buffer.from(await list.arrayBuffer());
    const count = (JSON.parse(body.toString()) as unknown[]).length;
    console.log(`GET /api/businesses answers ${count} businesses, ${body.length} bytes.`);
    writeFileSync(join(scratch, "body"), body);
    const plain = await startPlainServer(join(scratch, "body"), list.headers.get("content-type") ?? "application/json");

    const targets = [
      { name: "plain node:http, same bytes", url: `${plain.url}/` },
      { name: "GET /api/businesses", url: `${server.url}/api/businesses`, measured: true },
      { name: "GET /api/events/featured", url: `${server.url}/api/events/featured` },
      { name: "GET /", url: `${server.url}/` },
    ];
    console.log(`\n${loadToolName}, ${connections} connections, ${durationSeconds} s per route after a 2 s warm-up:\n`);
    const results = new Map<string, ShotResult>();
    for (const target of targets) {
      await measure({ url: target.url, connections, durationSeconds: 2 });
      results.set(target.name, await measure({ url: target.url, connections, durationSeconds }));
    }
    await plain.stop();

    const baseline = results.get("plain node:http, same bytes")?.requestsPerSecond ?? 1;
    console.table(
      targets.map((target) => {
        const r = results.get(target.name) as ShotResult;
        return {
          route: target.name,
          "req/s": Math.round(r.requestsPerSecond),
          "p50 ms": r.p50,
          "p99 ms": r.p99,
          errors: r.errors + r.timeouts + r.non2xx,
          "× plain": Number((r.requestsPerSecond / baseline).toFixed(2)),
        };
      }),
    );

    const verdicts: string[] = [];
    let missed = false;
    const check = (ok: boolean, text: string) => {
      if (!ok) missed = true;
      verdicts.push(`${ok ? "PASS" : "MISS"}  ${text}`);
    };
    for (const target of targets) {
      const r = results.get(target.name) as ShotResult;
      const errors = r.errors + r.timeouts + r.non2xx;
      check(errors === 0, `${target.name}: ${errors} errors (target 0)`);
      if (!target.measured) continue;
      const ratio = r.requestsPerSecond / baseline;
      check(ratio >= 0.5, `${target.name}: ${ratio.toFixed(2)}× the plain server (target ≥ 0.5×)`);
      check(r.p99 <= 25, `${target.name}: p99 ${r.p99} ms (target ≤ 25 ms)`);
    }
    console.log(`\n${verdicts.join("\n")}`);
    if (missed && args.has("strict")) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
