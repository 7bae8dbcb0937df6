// bench/search: the directory search (decision 016) at a chamber's scale and more — the built
// server, started as the README starts it, on its embedded PostgreSQL with 2,000 businesses —
// beside a plain node:http server in a process of its own sending the same bytes as one search's
// answer, in one run.
//
//   pnpm bench search [--duration 5] [--connections 20] [--rate 25,50,100] [--businesses 2000] [--strict]
//   pnpm bench search --against <checkout> [--rounds 3] [--duration 20] [--rate 100]
//
// With --against, only the paced rows, for two builds in one run: the other checkout's built server
// (say the main branch in a scratch worktree) and this one's, on databases filled alike, each rate
// `--rounds` times, the builds taking turns, so the machine's load falls on both. Each row also says
// what the server allocated per search, summed from its `--trace-gc` log (what each collection
// found in use, less what the one before it left), which the load does not change.
//
// Rows, each after a warm-up:
//   - plain node:http sending one search's answer: what the machine and the load tool can do;
//   - the plain list a page at a time with no search (`?limit=24&offset=N`, a new N each request);
//   - searches, every request a read neither cache holds: words, typos, pieces of words, several
//     words, exact names, in turn, each on a page of 24 at an offset inside its matches (a list
//     of thousands of different reads, more than the caches keep, so each goes to the database),
//     twice: as fast as the server answers (a closed loop: its ceiling, where each connection
//     waits connections ÷ throughput on average), and at each `--rate` in searches a second over
//     the same connections (an open loop, as visitors arrive: the highest rate that keeps the
//     target is the capacity figure);
//   - one search again and again (what the read cache answers);
//   - /directory?search=… rendered with a new search each request.
// Then the CPU one search costs the server and its PostgreSQL (from /proc), and the server time of
// one search at one connection. Target (decision 016): p99 ≤ 20 ms per search at 20 connections, zero
// errors; both search rows are held to it. --strict exits 1 when it is missed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Shot, ShotResult } from "./lib/cannon.ts";
import { cpuPerRequest } from "./lib/cpu-time.ts";
import { loadToolName, measure } from "./lib/load-tool.ts";
import { startPlainServer } from "./lib/plain-server.ts";
import { startServerProcess, topUpBusinesses } from "./lib/server-process.ts";
import { numberArg, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const durationSeconds = numberArg(args, "duration", 5);
const connections = numberArg(args, "connections", 20);
/**
 * Searches a second for the paced rows; the last, 100, is 20 people each searching every 200 ms,
 * far above a chamber's traffic.
 */
const rates = (args.get("rate") ?? "25,50,100").split(",").map((rate) => {
  const parsed = Number(rate);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error("--rate takes positive numbers, comma-separated");
  return parsed;
});
const businesses = numberArg(args, "businesses", 2000);

const PAGE = 24;

/**
 * What people type: whole words, typos, pieces of words, two words, an exact name, a literal %.
 * Enough of them that, at every offset inside their matches, they make more than ten thousand
 * different reads: each measurement takes reads of its own (`ReadList`), so none is answered by
 * a cache (the read cache keeps 1,000, the answer cache 500, the page cache a few hundred).
 */
const searches = [
  "coffee",
  "cofee",
  "gallery",
  "galery",
  "kitchen",
  "kitchn",
  "ceramics",
  "yoga",
  "inn",
  "studio",
  "sespe",
  "matilja",
  "cof",
  "gal",
  "ojai valley",
  "pixie coffee",
  "garden rooms",
  "Topa Inn 7",
  "Pink Moment Gallery 12",
  "100%",
  "arcade",
  "arcde",
  "orchard",
  "orchrd",
  "libbey",
  "libey",
  "meiners",
  "chaparral",
  "chaparal",
  "goods",
  "wellness",
  "wellnes",
  "house",
  "seasonal",
  "patio",
  "pastries",
  "pastires",
  "roasts",
  "linens",
  "makers",
  "painters",
  "sculptors",
  "bookkeeping",
  "bookeeping",
  "printing",
  "printng",
  "massage",
  "masage",
  "quiet",
  "garden",
  "bicycles",
  "bicycels",
  "breakfast",
  "brekfast",
  "galleries",
  "kitchens",
  "restaurant",
  "lodging",
  "retail",
  "cafe",
  "services",
  "sesp",
  "orc",
  "wel",
  "coffee pastries",
  "garden inn",
  "yoga massage",
];

/**
 * Reads a warm-up and a measurement take. A warm-up may come round its few again (it is not
 * measured); a measurement's are more than the caches keep, so those it repeats have been dropped.
 */
const WARM_UP_READS = 300;
const MEASURED_READS = 4000;

const trpcGet = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

/** A warm-up and then the measurement; with `reads`, each on reads of its own. */
async function shot(options: Omit<Shot, "durationSeconds">, reads?: ReadList): Promise<ShotResult> {
  await measure({ ...options, durationSeconds: Math.min(2, durationSeconds), paths: reads?.take(WARM_UP_READS) });
  return measure({ ...options, durationSeconds, paths: reads?.take(MEASURED_READS) });
}

/** How many businesses a search matches, from the page the web asks for. */
async function totalOf(url: string, search: string): Promise<number> {
  const response = await fetch(`${url}${trpcGet("business.listPage", { search, limit: 1, offset: 0 })}`);
  const body = (await response.json()) as { result: { data: { total: number } } };
  return body.result.data.total;
}

/**
 * Different search reads: each search at every offset inside its matches, in turn, so that the
 * same search comes back only after every other.
 */
function searchPaths(totals: Map<string, number>, path: (search: string, offset: number) => string) {
  const offsets = [...totals].map(([search, total]) => ({ search, total, next: 0 }));
  const paths: string[] = [];
  const seen = new Set<string>();
  for (;;) {
    let added = false;
    for (const entry of offsets) {
      if (entry.next >= Math.max(1, entry.total)) continue;
      const candidate = path(entry.search, entry.next++);
      if (seen.has(candidate)) continue;
      seen.add(candidate);
      paths.push(candidate);
      added = true;
    }
    if (!added) break;
  }
  return paths;
}

/**
 * Hands each warm-up and measurement reads no earlier one asked for. A load tool goes through the
 * paths it is given in turn from the first, wrapping; a slice larger than the caches keep makes a
 * read it repeats one they have dropped.
 */
class ReadList {
  private next = 0;
  private readonly name: string;
  readonly paths: string[];

  constructor(name: string, paths: string[]) {
    this.name = name;
    this.paths = paths;
  }

  take(count: number): string[] {
    const slice: string[] = [];
    for (let i = 0; i < Math.min(count, this.paths.length); i++) {
      if (this.next === this.paths.length) {
        console.warn(`(${this.name}: every read has been asked for once; they come round again)`);
        this.next = 0;
      }
      slice.push(this.paths[this.next++] as string);
    }
    return slice;
  }
}

interface Row {
  name: string;
  result: ShotResult;
  /** Held to the search target. */
  search: boolean;
  /** A paced row's searches a second. */
  rate?: number;
}

/** One row per rate, in turn (each after the rows before it, on reads of its own). */
async function pacedRows(rates: number[], run: (rate: number) => Promise<ShotResult>) {
  const rows: Row[] = [];
  for (const rate of rates) {
    rows.push({
      name: `the same searches at ${rate} a second over ${connections} connections`,
      result: await run(rate),
      search: true,
      rate,
    });
  }
  return rows;
}

/** Megabytes a server allocated, summed from its `--trace-gc` lines as they come. */
class AllocationCounter {
  allocatedMb = 0;
  fullCollections = 0;
  private afterLast: number | undefined;
  private partial = "";

  /** Feeds the server's output; a line may come in pieces. */
  readonly feed = (chunk: string) => {
    const lines = (this.partial + chunk).split("\n");
    this.partial = lines.pop() ?? "";
    for (const line of lines) {
      const gc =
        /(Scavenge|Mark-Compact|Minor Mark-Sweep)\S*(?: \([^)]*\))? ([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/.exec(
          line,
        );
      if (!gc) continue;
      const [, kind, before, after] = gc;
      this.allocatedMb += Math.max(0, Number(before) - (this.afterLast ?? Number(before)));
      this.afterLast = Number(after);
      if (kind === "Mark-Compact") this.fullCollections++;
    }
  };
}

/** The paced rows for the other checkout's build and this one's, taking turns (see the top). */
async function compareBuilds(otherCheckout: string) {
  const rounds = numberArg(args, "rounds", 3);
  const builds = [
    { name: `base (${otherCheckout})`, main: join(otherCheckout, "apps", "server", "dist", "main.js") },
    { name: "this checkout", main: undefined },
  ].map((build) => ({ ...build, counter: new AllocationCounter() }));
  console.log(`Setting up: both builds on fresh embedded databases, ${businesses} businesses each…`);
  const servers = [];
  for (const build of builds) {
    // A start on a loaded machine can outlast Fastify's plugin timeout: try again, twice.
    for (let attempt = 1; ; attempt++) {
      try {
        const server = await startServerProcess({
          main: build.main,
          flags: ["--trace-gc"],
          onOutput: build.counter.feed,
        });
        servers.push({ ...build, server });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        console.warn(`${build.name} did not start (attempt ${attempt}); trying again`);
      }
    }
  }
  try {
    for (const { server } of servers) await topUpBusinesses(server.url, businesses);
    const [first] = servers;
    if (!first) return;
    const totals = new Map<string, number>();
    for (const search of searches) totals.set(search, await totalOf(first.server.url, search));
    const restPath = (search: string, offset: number) =>
      `/api/businesses?search=${encodeURIComponent(search)}&limit=${PAGE}&offset=${offset}`;
    const paths = searchPaths(totals, restPath);
    const lists = servers.map((entry) => ({ ...entry, reads: new ReadList(entry.name, paths) }));
    for (const { server, reads } of lists) {
      await measure({ url: server.url, connections, durationSeconds: 2, paths: reads.take(WARM_UP_READS) });
    }
    const table = [];
    for (let round = 1; round <= rounds; round++) {
      for (const rate of rates) {
        const order = round % 2 === 1 ? lists : [...lists].reverse();
        for (const { name, server, reads, counter } of order) {
          const [allocatedBefore, fullBefore] = [counter.allocatedMb, counter.fullCollections];
          const result = await measure({
            url: server.url,
            connections,
            durationSeconds,
            rate,
            paths: reads.take(MEASURED_READS),
          });
          const searchesSent = Math.round(rate * durationSeconds);
          table.push({
            build: name,
            round,
            "searches/s": rate,
            "p50 ms": result.p50,
            "p99 ms": result.p99,
            errors: result.errors + result.timeouts + result.non2xx,
            "KB allocated/search": Math.round(((counter.allocatedMb - allocatedBefore) * 1024) / searchesSent),
            "full GCs": counter.fullCollections - fullBefore,
            "load avg (1 min)": Number(loadavg()[0]?.toFixed(2)),
          });
        }
      }
    }
    console.log(`\n${connections} connections, ${durationSeconds} s per row, the builds taking turns:\n`);
    console.table(table);
  } finally {
    for (const { server } of servers) await server.stop();
  }
}

async function main() {
  console.log(`Setting up: the built server on a fresh embedded database, ${businesses} businesses…`);
  const server = await startServerProcess();
  const scratch = mkdtempSync(join(tmpdir(), "chamber-search-"));
  try {
    const seeding = performance.now();
    const businessCount = await topUpBusinesses(server.url, businesses);
    console.log(`Seeded ${businessCount} businesses in ${((performance.now() - seeding) / 1000).toFixed(1)} s.\n`);

    const totals = new Map<string, number>();
    for (const search of searches) totals.set(search, await totalOf(server.url, search));
    console.table([...totals].map(([search, total]) => ({ search, matches: total })));

    const restPath = (search: string, offset: number) =>
      `/api/businesses?search=${encodeURIComponent(search)}&limit=${PAGE}&offset=${offset}`;
    const searchReads = new ReadList("searches", searchPaths(totals, restPath));
    // The directory asks for whole pages: ?page=N of each search, then new searches as pages run out.
    const pageReads = new ReadList(
      "/directory pages",
      searchPaths(
        new Map([...totals].map(([search, total]) => [search, Math.ceil(total / PAGE)])),
        (search, page) => `/directory?search=${encodeURIComponent(search)}${page > 0 ? `&page=${page + 1}` : ""}`,
      ),
    );

    console.log(
      `\n${searchReads.paths.length} different search reads over ${searches.length} searches; ${pageReads.paths.length} different /directory pages.`,
    );

    // The plain baseline sends the bytes of a typical answer: the first page of "coffee".
    const sample = await fetch(`${server.url}${restPath("coffee", 0)}`);
    const body = Buffer.from(await sample.arrayBuffer());
    writeFileSync(join(scratch, "body"), body);
    const plain = await startPlainServer(
      join(scratch, "body"),
      sample.headers.get("content-type") ?? "application/json",
    );
    const baseline = await shot({ url: `${plain.url}/`, connections });
    await plain.stop();

    // The searches flat out, with what each costs the server's process and its database's.
    await measure({ url: server.url, connections, durationSeconds: 2, paths: searchReads.take(WARM_UP_READS) });
    const { result: flatOut, perRequest: searchCpu } = await cpuPerRequest(server.child.pid as number, () =>
      measure({ url: server.url, connections, durationSeconds, paths: searchReads.take(MEASURED_READS) }),
    );
    const listReads = new ReadList(
      "list pages",
      Array.from({ length: businessCount }, (_, offset) => `/api/businesses?limit=${PAGE}&offset=${offset}`),
    );

    const rows: Row[] = [
      { name: "plain node:http, one search's bytes", result: baseline, search: false },
      {
        name: "GET /api/businesses?limit=24&offset=N, no search (from the database)",
        result: await shot({ url: server.url, connections }, listReads),
        search: false,
      },
      {
        name: "GET /api/businesses?search=…&limit=24&offset=N, flat out (from the database)",
        result: flatOut,
        search: true,
      },
      ...(await pacedRows(rates, (rate) => shot({ url: server.url, connections, rate }, searchReads))),
      {
        name: "GET /api/businesses?search=cofee&limit=24 again (read cache)",
        result: await shot({ url: `${server.url}${restPath("cofee", 0)}`, connections }),
        search: false,
      },
      {
        name: "GET /directory?search=…&page=N (rendered, from the database)",
        result: await shot({ url: server.url, connections }, pageReads),
        search: false,
      },
    ];

    console.log(
      `\n${loadToolName} (an even pace for the paced row, lib/paced.ts), ${connections} connections, ${durationSeconds} s per row after a warm-up:\n`,
    );
    console.table(
      rows.map((row) => ({
        read: row.name,
        "req/s": Math.round(row.result.requestsPerSecond),
        "p50 ms": row.result.p50,
        "p99 ms": row.result.p99,
        errors: row.result.errors + row.result.timeouts + row.result.non2xx,
        "× plain": Number((row.result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)),
      })),
    );

    const cpuMs = searchCpu.server + searchCpu.database;
    // Every core's milliseconds of a second, before the load tool takes its share.
    const ceiling = (availableParallelism() * 1000) / cpuMs;
    console.log(
      `\nCPU per search, flat out: the server ${searchCpu.server.toFixed(2)} ms + its PostgreSQL ${searchCpu.database.toFixed(2)} ms = ${cpuMs.toFixed(2)} ms.` +
        ` ${availableParallelism()} cores answer at most ~${Math.round(ceiling)} searches a second, so ${connections} connections kept busy wait at least ~${((connections / ceiling) * 1000).toFixed(0)} ms each on average (Little's law).`,
    );

    // One request at a time: the server's own time per search (plus a loopback round trip).
    const single = await shot({ url: server.url, connections: 1 }, searchReads);
    const singleMs = 1000 / single.requestsPerSecond;
    console.log(
      `\nOne search at a time (from the database): mean ${singleMs.toFixed(2)} ms (${Math.round(single.requestsPerSecond)} req/s), p50 ${single.p50} ms, p99 ${single.p99} ms.`,
    );

    const verdicts: string[] = [];
    let missed = false;
    const check = (ok: boolean, text: string) => {
      if (!ok) missed = true;
      verdicts.push(`${ok ? "PASS" : "MISS"}  ${text}`);
    };
    for (const row of rows) {
      const errors = row.result.errors + row.result.timeouts + row.result.non2xx;
      check(errors === 0, `${row.name}: ${errors} errors (target 0)`);
      if (row.search) {
        check(
          row.result.p99 <= 20,
          `${row.name}: p99 ${row.result.p99} ms (target ≤ 20 ms at ${connections} connections)`,
        );
      }
    }
    // The capacity figure: the highest paced rate whose p99 keeps the target.
    const kept = rows.flatMap((row) => (row.rate !== undefined && row.result.p99 <= 20 ? [row.rate] : []));
    console.log(
      kept.length > 0
        ? `\nHighest paced rate with p99 ≤ 20 ms at ${connections} connections: ${Math.max(...kept)} searches a second (of ${rates.join(", ")}).`
        : `\nNo paced rate (${rates.join(", ")} a second) kept p99 ≤ 20 ms at ${connections} connections.`,
    );
    console.log(`\n${verdicts.join("\n")}`);
    if (missed && args.has("strict")) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const against = args.get("against");
await (against ? compareBuilds(against) : main());
