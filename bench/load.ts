// bench/load: throughput and latency of the public reads under load, against a baseline route on
// the same Fastify that returns the same bytes as GET /api/businesses straight from memory (so the
// ratio isolates what the API path costs: routing to the procedure, cache, serialization, ETag),
// then the server's RSS before and after a long run of the list endpoint.
//
//   node bench/load.ts [--duration 10] [--soak 60] [--connections 50] [--businesses 250]
//                      [--cache full|read|off] [--strict]
//
// --cache full (default) is the server as shipped: the read cache plus its store of serialized
// public answers; `read` keeps only the read cache (every request runs the procedure and
// serializes); `off` reads the database every time. --strict exits 1 when a target is missed.
//
// The app runs in this process (buildApp on a temp PGlite); autocannon runs in a child process.
// Targets (issue "production-grade"): list endpoints ≥ 0.5× baseline req/s, p99 ≤ 25 ms at 50
// connections, zero errors, RSS growth < 10 % over the soak.
import { noopCache, type ReadCache } from "@chamber/api";
import { MemoryServerCache } from "@chamber/server/src/cache/server-cache.ts";
import { fire, type ShotResult } from "./lib/cannon.ts";
import { benchApp, hasWebBuild, numberArg, openBenchDatabase, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const durationSeconds = numberArg(args, "duration", 10);
const soakSeconds = numberArg(args, "soak", 60);
const connections = numberArg(args, "connections", 50);
const businesses = numberArg(args, "businesses", 250);
const cacheMode = args.get("cache") ?? "full";
if (!["full", "read", "off"].includes(cacheMode)) throw new Error("--cache must be full, read or off");

function benchCache(): ReadCache | undefined {
  if (cacheMode === "off") return noopCache;
  if (cacheMode === "full") return undefined;
  // Only the ReadCache seam: without `responses` the HTTP layer keeps nothing.
  const cache = new MemoryServerCache();
  return { get: (key, compute) => cache.get(key, compute), invalidate: (...prefixes) => cache.invalidate(...prefixes) };
}

const BASELINE_PATH = "/__bench/baseline";
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function main() {
  console.log(`Setting up: PGlite in a temp dir, ${businesses} businesses, cache ${cacheMode}…`);
  const setup = await openBenchDatabase(businesses);
  const app = await benchApp(setup.db, { rateLimits: false, cache: benchCache() });
  let baselineBody = Buffer.alloc(0);
  app.get(BASELINE_PATH, (_request, reply) => reply.type("application/json; charset=utf-8").send(baselineBody));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const list = await fetch(`${origin}/api/businesses`);
  baselineBody = Buffer.from(await list.arrayBuffer());
  const count = (JSON.parse(baselineBody.toString()) as unknown[]).length;
  console.log(`GET /api/businesses answers ${count} businesses, ${baselineBody.length} bytes.`);

  const targets = [
    { name: "baseline (same bytes from memory)", path: BASELINE_PATH },
    { name: "GET /api/businesses", path: "/api/businesses", list: true },
    { name: "GET /api/events/featured", path: "/api/events/featured", list: true },
    ...(hasWebBuild() ? [{ name: "GET / (index.html)", path: "/" }] : []),
  ];
  if (!hasWebBuild()) console.log("apps/web/dist is missing: GET / is skipped (run pnpm build).");

  console.log(`\n${connections} connections, ${durationSeconds} s per route (after a 2 s warm-up each):\n`);
  const results = new Map<string, ShotResult>();
  for (const target of targets) {
    await fire({ url: origin + target.path, connections, durationSeconds: 2 });
    const result = await fire({ url: origin + target.path, connections, durationSeconds });
    results.set(target.path, result);
  }

  const baseline = results.get(BASELINE_PATH);
  const rows = targets.map((target) => {
    const r = results.get(target.path);
    if (!r) throw new Error(`no result for ${target.path}`);
    const ratio = baseline ? r.requestsPerSecond / baseline.requestsPerSecond : 1;
    return {
      route: target.name,
      "req/s": Math.round(r.requestsPerSecond),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "max ms": r.max,
      errors: r.errors + r.timeouts + r.non2xx,
      "× baseline": Number(ratio.toFixed(2)),
    };
  });
  console.table(rows);

  const verdicts: string[] = [];
  let missed = false;
  const check = (ok: boolean, text: string) => {
    if (!ok) missed = true;
    verdicts.push(`${ok ? "PASS" : "MISS"}  ${text}`);
  };
  for (const target of targets.filter((t) => t.list)) {
    const r = results.get(target.path);
    if (!r || !baseline) continue;
    const ratio = r.requestsPerSecond / baseline.requestsPerSecond;
    check(ratio >= 0.5, `${target.name}: ${ratio.toFixed(2)}× baseline throughput (target ≥ 0.5×)`);
    check(r.p99 <= 25, `${target.name}: p99 ${r.p99} ms (target ≤ 25 ms)`);
  }
  for (const [path, r] of results) {
    const errors = r.errors + r.timeouts + r.non2xx;
    check(errors === 0, `${path}: ${errors} errors (target 0)`);
  }

  if (soakSeconds > 0) {
    global.gc?.();
    const before = process.memoryUsage();
    console.log(
      `\nSoak: GET /api/businesses for ${soakSeconds} s; RSS before ${mib(before.rss)} (heap ${mib(before.heapUsed)})`,
    );
    const soak = await fire({ url: `${origin}/api/businesses`, connections, durationSeconds: soakSeconds });
    global.gc?.();
    const after = process.memoryUsage();
    const growth = (after.rss - before.rss) / before.rss;
    console.log(
      `RSS after ${mib(after.rss)} (heap ${mib(after.heapUsed)}): ${(growth * 100).toFixed(1)} % growth over ${soak.requests} requests (${Math.round(soak.requestsPerSecond)} req/s, p99 ${soak.p99} ms, ${soak.errors + soak.timeouts + soak.non2xx} errors)`,
    );
    check(growth < 0.1, `RSS growth ${(growth * 100).toFixed(1)} % over ${soakSeconds} s (target < 10 %)`);
    check(
      soak.errors + soak.timeouts + soak.non2xx === 0,
      `soak: ${soak.errors + soak.timeouts + soak.non2xx} errors (target 0)`,
    );
  }

  console.log(`\n${verdicts.join("\n")}`);
  await app.close();
  await setup.close();
  if (missed && args.has("strict")) process.exitCode = 1;
}

await main();
