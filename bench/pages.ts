// bench/pages: the public pages people open most — `/`, `/events` and `/directory` — as the built
// server sends them (started as the README starts it, on its embedded PostgreSQL) with 2,000
// businesses and 1,000 events, beside a plain node:http server in a process of its own sending the
// same bytes, in one run.
//
//   pnpm bench pages [--duration 5] [--connections 50] [--businesses 2000] [--events 1000] [--strict]
//                    [--base <another checkout, built>] [--rounds 3] [--cpu-only]
//
// Each page is measured twice: a cache hit (the same URL again and again) and a cache miss (a
// unique, ignored `?_=N` on every request, so no per-URL cache can answer and every request is
// rendered). What the server sends is measured, not assumed: the bench prints each page's size
// and whether its HTML already holds the list. Then the server time of a cache miss on /events
// (p50 at one connection), and the list reads behind the pages at this scale: the whole REST list
// against one page of it, and the tRPC `listPage` the web app asks for.
// Last, the Node CPU a cache miss costs the server on each page (its process's CPU time from /proc
// over requests sent one at a time, each a new URL), against a budget per page; with --base, the
// same for another checkout's build (started on a copy of the same data), the two measured in turn
// over --rounds rounds so both see the same load. --cpu-only skips the throughput rows.
// Targets (decision 015): pages from cache ≥ 0.5× the plain server with p99 ≤ 25 ms; a cache miss on
// /events ≤ 15 ms of server time. Node CPU of a miss: / and /events ≤ 15 ms, /directory (24 cards)
// ≤ 20 ms. --strict exits 1 when a target is missed.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Shot, ShotResult } from "./lib/cannon.ts";
import { cpuPerRequest } from "./lib/cpu-time.ts";
import { loadToolName, measure } from "./lib/load-tool.ts";
import { startPlainServer } from "./lib/plain-server.ts";
import { type ServerProcess, startServerProcess, topUpBusinesses, topUpEvents } from "./lib/server-process.ts";
import { numberArg, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const durationSeconds = numberArg(args, "duration", 5);
const connections = numberArg(args, "connections", 50);
const businesses = numberArg(args, "businesses", 2000);
const events = numberArg(args, "events", 1000);
const base = args.get("base");
const rounds = numberArg(args, "rounds", 3);

const pages = ["/", "/events", "/directory"] as const;
/** Node CPU milliseconds a cache miss may cost the server, per page. */
const missBudget: Record<(typeof pages)[number], number> = { "/": 15, "/events": 15, "/directory": 20 };
/** A unique, ignored query parameter per request: nothing cached per URL can answer it. */
const everyRequestNew = { name: "_" };

interface Row {
  name: string;
  answer: string;
  result: ShotResult;
  plain?: ShotResult;
}

/** One measurement after a warm-up of a second or two with the same shot. */
async function shot(options: Omit<Shot, "durationSeconds">): Promise<ShotResult> {
  const warmUp = await measure({ ...options, durationSeconds: Math.min(2, durationSeconds) });
  // A varied measurement starts past the warm-up's requests: from 0 again, its first ones would
  // be the pages the warm-up just rendered, answered from the page cache.
  const vary = options.vary && { ...options.vary, start: (options.vary.start ?? 0) + warmUp.requests };
  return measure({ ...options, durationSeconds, ...(vary ? { vary } : {}) });
}

/** What a page's HTML already holds: a shell, or the list itself. */
function contentOf(html: string): string {
  const cards = (html.match(/data-testid="(?:event|business)-card"/g) ?? []).length;
  const headings = (html.match(/<h[12][\s>]/g) ?? []).length;
  return cards > 0 ? `${cards} cards in the HTML` : headings > 0 ? `${headings} headings, no cards` : "an empty shell";
}

const trpcGet = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

type Check = (ok: boolean, text: string) => void;

/** Each page from cache, as a cache miss and as plain node:http; then the list reads behind them. */
async function throughput(server: ServerProcess, businessCount: number, eventCount: number, check: Check) {
  const scratch = mkdtempSync(join(tmpdir(), "chamber-pages-"));
  try {
    const rows: Row[] = [];
    for (const path of pages) {
      const response = await fetch(`${server.url}${path}`);
      const body = Buffer.from(await response.arrayBuffer());
      const type = response.headers.get("content-type") ?? "text/html";
      console.log(`GET ${path}: ${response.status}, ${body.length} bytes, ${contentOf(body.toString())}.`);
      writeFileSync(join(scratch, "body"), body);
      const plain = await startPlainServer(join(scratch, "body"), type);
      const baseline = await shot({ url: `${plain.url}/`, connections });
      await plain.stop();
      rows.push({ name: path, answer: "plain node:http, same bytes", result: baseline });
      rows.push({
        name: path,
        answer: "cache hit",
        result: await shot({ url: `${server.url}${path}`, connections }),
        plain: baseline,
      });
      rows.push({
        name: path,
        answer: "cache miss (?_=N)",
        result: await shot({ url: `${server.url}${path}`, connections, vary: everyRequestNew }),
        plain: baseline,
      });
    }

    console.log(`\n${loadToolName}, ${connections} connections, ${durationSeconds} s per row after a warm-up:\n`);
    console.table(
      rows.map((row) => ({
        page: row.name,
        answer: row.answer,
        "req/s": Math.round(row.result.requestsPerSecond),
        "p50 ms": row.result.p50,
        "p99 ms": row.result.p99,
        errors: row.result.errors + row.result.timeouts + row.result.non2xx,
        "× plain": row.plain ? Number((row.result.requestsPerSecond / row.plain.requestsPerSecond).toFixed(2)) : 1,
      })),
    );

    // One request at a time, so the latency is the server's work plus a loopback round trip.
    const eventsMiss = await shot({ url: `${server.url}/events`, connections: 1, vary: everyRequestNew });
    // At one connection a request starts when the last one ended: 1000 / req/s is its mean time,
    // finer than the whole milliseconds autocannon's percentiles are given in.
    const eventsMissMs = 1000 / eventsMiss.requestsPerSecond;
    console.log(
      `\nServer time of a cache miss on /events (one connection, every request a new URL): mean ${eventsMissMs.toFixed(2)} ms (${Math.round(eventsMiss.requestsPerSecond)} req/s), p50 ${eventsMiss.p50} ms, p99 ${eventsMiss.p99} ms.`,
    );

    // The list reads behind /directory and /events at this scale: whole list against one page.
    const reads = [
      { name: `GET /api/businesses (all ${businessCount})`, path: "/api/businesses" },
      { name: "GET /api/businesses?limit=24&offset=0", path: "/api/businesses?limit=24&offset=0" },
      {
        name: "GET /api/businesses?limit=24&offset=N (new N, read from the database)",
        path: "/api/businesses?limit=24",
        vary: { name: "offset", modulo: businessCount },
      },
      {
        name: "tRPC business.listPage (24)",
        path: trpcGet("business.listPage", { limit: 24, offset: 0, scope: "public" }),
      },
      { name: `GET /api/events (all ${eventCount})`, path: "/api/events" },
      { name: "GET /api/events?limit=12&offset=0", path: "/api/events?limit=12&offset=0" },
      { name: "tRPC event.listPage (12)", path: trpcGet("event.listPage", { limit: 12, offset: 0, scope: "public" }) },
    ];
    const readRows = [];
    for (const read of reads) {
      const bytes = (await (await fetch(`${server.url}${read.path}`)).arrayBuffer()).byteLength;
      const result = await shot({ url: `${server.url}${read.path}`, connections, vary: read.vary });
      readRows.push({
        read: read.name,
        bytes,
        "req/s": Math.round(result.requestsPerSecond),
        "p50 ms": result.p50,
        "p99 ms": result.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
    console.log(`\nThe list reads at this scale (${connections} connections):\n`);
    console.table(readRows);

    for (const row of rows) {
      const errors = row.result.errors + row.result.timeouts + row.result.non2xx;
      check(errors === 0, `${row.name} ${row.answer}: ${errors} errors (target 0)`);
      if (row.answer !== "cache hit" || !row.plain) continue;
      const ratio = row.result.requestsPerSecond / row.plain.requestsPerSecond;
      check(ratio >= 0.5, `${row.name} from cache: ${ratio.toFixed(2)}× the plain server (target ≥ 0.5×)`);
      check(row.result.p99 <= 25, `${row.name} from cache: p99 ${row.result.p99} ms (target ≤ 25 ms)`);
    }
    check(eventsMissMs <= 15, `/events cache miss: ${eventsMissMs.toFixed(2)} ms of server time (target ≤ 15 ms)`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

interface Build {
  name: string;
  server: ServerProcess;
  /** The next `?_=N`: every request of every round asks for a page no cache holds. */
  next: number;
}

/** One run of cache misses of `path` on `build`: the server's Node CPU and how many requests. */
async function missRun(build: Build, path: string, seconds: number): Promise<{ cpu: number; requests: number }> {
  const pid = build.server.child.pid;
  if (pid === undefined) throw new Error(`${build.name}: the server has no process id`);
  const { result, perRequest } = await cpuPerRequest(pid, () =>
    measure({
      url: `${build.server.url}${path}`,
      connections: 1,
      durationSeconds: seconds,
      vary: { ...everyRequestNew, start: build.next },
    }),
  );
  build.next += result.requests;
  return { cpu: perRequest.server * result.requests, requests: result.requests };
}

/**
 * Node CPU per cache miss of each page on each build: a warm-up run of each (its code compiled,
 * its reads prepared), then `rounds` rounds of every page on every build in turn.
 */
async function missCpu(builds: Build[]): Promise<Map<string, number[]>> {
  for (const path of pages) for (const build of builds) await missRun(build, path, 3);
  const totals = new Map(pages.map((path) => [path, builds.map(() => ({ cpu: 0, requests: 0 }))]));
  for (let round = 0; round < rounds; round++) {
    for (const path of pages) {
      for (const [index, build] of builds.entries()) {
        const run = await missRun(build, path, Math.max(2, durationSeconds / 2));
        const total = totals.get(path)?.[index];
        if (!total) continue;
        total.cpu += run.cpu;
        total.requests += run.requests;
      }
    }
  }
  return new Map([...totals].map(([path, runs]) => [path, runs.map((total) => total.cpu / total.requests)]));
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** A copy of a stopped server's DATA_DIR, owners and modes kept (its PostgreSQL runs as another user). */
function copyDataDir(from: string): string {
  const to = mkdtempSync(join(tmpdir(), "chamber-bench-"));
  chmodSync(to, 0o755);
  const copy = spawnSync("cp", ["-a", `${from}/.`, to]);
  if (copy.status !== 0) throw new Error(`copying ${from} failed: ${copy.stderr}`);
  return to;
}

async function main() {
  console.log(`Setting up: the built server on a fresh embedded database, ${businesses} businesses, ${events} events…`);
  const dataDir = mkdtempSync(join(tmpdir(), "chamber-bench-"));
  const dataDirs = [dataDir];
  const servers: ServerProcess[] = [];
  try {
    let server = await startServerProcess({ dataDir });
    servers.push(server);
    const seeding = performance.now();
    const [businessCount, eventCount] = [
      await topUpBusinesses(server.url, businesses),
      await topUpEvents(server.url, events),
    ];
    console.log(
      `Seeded through the admin API: ${businessCount} businesses, ${eventCount} events in ${((performance.now() - seeding) / 1000).toFixed(1)} s.\n`,
    );

    const verdicts: string[] = [];
    let missed = false;
    const check: Check = (ok, text) => {
      if (!ok) missed = true;
      verdicts.push(`${ok ? "PASS" : "MISS"}  ${text}`);
    };
    if (!args.has("cpu-only")) await throughput(server, businessCount, eventCount, check);

    const builds: Build[] = [{ name: "this build", server, next: 1_000_000 }];
    if (base) {
      // The same data for both builds: the seeded DATA_DIR, copied while its server is stopped.
      await server.stop();
      const baseDir = copyDataDir(dataDir);
      dataDirs.push(baseDir);
      server = await startServerProcess({ dataDir });
      servers.push(server);
      const baseServer = await startServerProcess({ dataDir: baseDir, main: join(base, "apps/server/dist/main.js") });
      servers.push(baseServer);
      builds[0] = { name: "this build", server, next: 1_000_000 };
      builds.push({ name: `base (${base})`, server: baseServer, next: 1_000_000 });
    }
    const loadBefore = loadAverage();
    const perMiss = await missCpu(builds);
    const cpuRows = [];
    for (const path of pages) {
      const [own, other] = perMiss.get(path) ?? [];
      const budget = missBudget[path];
      cpuRows.push({
        page: path,
        "this build ms": Number(own?.toFixed(1)),
        ...(base
          ? { "base ms": Number(other?.toFixed(1)), "× base": Number(((own ?? 0) / (other ?? 1)).toFixed(2)) }
          : {}),
        "budget ms": budget,
      });
      check(
        (own ?? Number.POSITIVE_INFINITY) <= budget,
        `${path} cache miss: ${own?.toFixed(1)} ms of Node CPU (budget ≤ ${budget} ms)`,
      );
    }
    console.log(
      `\nNode CPU of a cache miss (the server's process, /proc; one connection, every request a new URL, ${rounds} rounds${base ? " interleaved with the base build" : ""}); load average ${loadBefore} before, ${loadAverage()} after:\n`,
    );
    console.table(cpuRows);

    console.log(`\n${verdicts.join("\n")}`);
    if (missed && args.has("strict")) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
