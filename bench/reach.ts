// bench/reach: what counting a listing's reach costs the pages that count it. The built server on
// its embedded database answers /directory (24 businesses a page: 24 impressions an answer) and a
// business's counted redirect /go/{id}/website, each measured counted (an ordinary browser's user
// agent) and not counted (the same request with DNT: 1, which skips only the counting), in turn,
// over --rounds rounds in one run, so both see the same machine. The counts wait in memory and are
// written every 5 s in one upsert; at the end the bench reads back what was written.
//
//   pnpm bench reach [--duration 5] [--connections 20] [--rounds 2] [--businesses 200]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ShotResult } from "./lib/cannon.ts";
import { measure } from "./lib/load-tool.ts";
import { signIn, startServerProcess, topUpBusinesses } from "./lib/server-process.ts";
import { numberArg, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const durationSeconds = numberArg(args, "duration", 5);
const connections = numberArg(args, "connections", 20);
const rounds = numberArg(args, "rounds", 2);
const businesses = numberArg(args, "businesses", 200);

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const counted = { "user-agent": BROWSER };
const notCounted = { "user-agent": BROWSER, dnt: "1" };

const row = (name: string, r: ShotResult) =>
  `${name.padEnd(40)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors + r.timeouts}`;

async function main() {
  console.log(`Setting up: the built server on a fresh embedded database, ${businesses} businesses…`);
  const server = await startServerProcess({ dataDir: mkdtempSync(join(tmpdir(), "chamber-reach-")) });
  try {
    await topUpBusinesses(server.url, businesses);
    const list = (await (await fetch(`${server.url}/api/businesses`)).json()) as { id: number }[];
    const first = list[0]?.id ?? 1;
    const shots = {
      "/directory (cached page), counted": { url: `${server.url}/directory`, headers: counted },
      "/directory (cached page), not counted": { url: `${server.url}/directory`, headers: notCounted },
      "/go/{id}/website (302), counted": { url: `${server.url}/go/${first}/website`, headers: counted },
      "/go/{id}/website (302), not counted": { url: `${server.url}/go/${first}/website`, headers: notCounted },
    };
    console.log(`\n${connections} connections, ${durationSeconds} s a measurement, ${rounds} rounds in turn:`);
    const entries = Object.entries(shots);
    for (let round = 0; round < rounds; round++) {
      console.log(`\nround ${round + 1}`);
      // Each pair in turn, its order swapped every other round.
      const order = round % 2 === 0 ? entries : [...entries].reverse();
      for (const [name, shot] of order) {
        await measure({ ...shot, connections, durationSeconds: 1 });
        console.log(row(name, await measure({ ...shot, connections, durationSeconds })));
      }
    }

    // Past the next flush (every 5 s), the counts are in the database.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const token = await signIn(server.url);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const stats = (await (
      await fetch(`${server.url}/api/businesses/${first}/stats?from=${yesterday}&to=${today}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { days: { impressions: number; websiteClicks: number }[] };
    const sum = (key: "impressions" | "websiteClicks") => stats.days.reduce((total, day) => total + day[key], 0);
    console.log(
      `\nWritten for business ${first}: ${sum("impressions")} impressions, ${sum("websiteClicks")} website clicks.`,
    );
  } finally {
    await server.stop();
  }
}

await main();
