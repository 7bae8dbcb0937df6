// bench/pages: the public pages people open most — `/`, `/events` and `/directory` — as the built
// server sends them (started as the README starts it, on its embedded PostgreSQL) with 2,000
// businesses and 1,000 events, beside a plain node:http server in a process of its own sending the
// same bytes, in one run.
//
//   pnpm bench pages [--duration 5] [--connections 50] [--businesses 2000] [--events 1000] [--strict]
//
// Each page is measured twice: a cache hit (the same URL again and again) and a cache miss (a
// unique, ignored `?_=N` on every request, so no per-URL cache can answer and every request is
// rendered). What the server sends is measured, not assumed: the bench prints each page's size
// and whether its HTML already holds the list. Then the server time of a cache miss on /events
// (p50 at one connection), and the list reads behind the pages at this scale: the whole REST list
// against one page of it, and the tRPC `listPage` the web app asks for.
// Targets (issue 13): pages from cache ≥ 0.5× the plain server with p99 ≤ 25 ms; a cache miss on
// /events ≤ 15 ms of server time. --strict exits 1 when a target is missed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Shot, ShotResult } from "./lib/cannon.ts";
import { loadToolName, measure } from "./lib/load-tool.ts";
import { startPlainServer } from "./lib/plain-server.ts";
import { startServerProcess, topUpBusinesses, topUpEvents } from "./lib/server-process.ts";
import { numberArg, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const durationSeconds = numberArg(args, "duration", 5);
const connections = numberArg(args, "connections", 50);
const businesses = numberArg(args, "businesses", 2000);
const events = numberArg(args, "events", 1000);

const pages = ["/", "/events", "/directory"] as const;
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

async function main() {
  console.log(`Setting up: the built server on a fresh embedded database, ${businesses} businesses, ${events} events…`);
  const server = await startServerProcess();
  const scratch = mkdtempSync(join(tmpdir(), "chamber-pages-"));
  try {
    const seeding = performance.now();
    const [businessCount, eventCount] = [
      await topUpBusinesses(server.url, businesses),
      await topUpEvents(server.url, events),
    ];
    console.log(
      `Seeded through the admin API: ${businessCount} businesses, ${eventCount} events in ${((performance.now() - seeding) / 1000).toFixed(1)} s.\n`,
    );

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

    const verdicts: string[] = [];
    let missed = false;
    const check = (ok: boolean, text: string) => {
      if (!ok) missed = true;
      verdicts.push(`${ok ? "PASS" : "MISS"}  ${text}`);
    };
    for (const row of rows) {
      const errors = row.result.errors + row.result.timeouts + row.result.non2xx;
      check(errors === 0, `${row.name} ${row.answer}: ${errors} errors (target 0)`);
      if (row.answer !== "cache hit" || !row.plain) continue;
      const ratio = row.result.requestsPerSecond / row.plain.requestsPerSecond;
      check(ratio >= 0.5, `${row.name} from cache: ${ratio.toFixed(2)}× the plain server (target ≥ 0.5×)`);
      check(row.result.p99 <= 25, `${row.name} from cache: p99 ${row.result.p99} ms (target ≤ 25 ms)`);
    }
    check(eventsMissMs <= 15, `/events cache miss: ${eventsMissMs.toFixed(2)} ms of server time (target ≤ 15 ms)`);
    console.log(`\n${verdicts.join("\n")}`);
    if (missed && args.has("strict")) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
