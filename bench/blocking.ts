// bench/blocking: how long each public page blocks a phone's main thread while it loads, as
// Lighthouse's total blocking time counts it, but from CPU time so that the figure says what the
// page costs rather than how busy the machine was (bench/lib/blocking-time.ts, decision 015).
//
//   pnpm bench blocking [--runs 5] [--routes /,/directory,/events,/news,/contact]
//
// The built server (as the README starts it, on a fresh embedded database with its seed), and
// Debian's Chromium at a phone's 390 × 844 without throttling. Each route is loaded `runs` times,
// each in a new browser context, with a Chrome trace from before the navigation until 3 s after
// the page marks itself hydrated (the `data-hydrated` attribute). Per route, the median of the
// loads: blocking = Σ max(0, 4 × task − 50 ms) over the renderer main thread's tasks, from CPU
// time and from wall time, each over the whole load and from the first contentful paint on
// (Lighthouse's window), the largest task × 4, and the main thread's CPU. The load average is
// printed before and after: wall figures move with it, CPU figures much less.
// It prints numbers; it asserts nothing.
import { loadavg } from "node:os";
import type { Browser } from "playwright-core";
import { launchChromium } from "../e2e/harness/chromium.ts";
import { type Blocking, blockingFromTrace } from "./lib/blocking-time.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { numberArg, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const runs = Math.max(1, numberArg(args, "runs", 5));
const routes = (args.get("routes") ?? "/,/directory,/events,/news,/contact").split(",");
const SETTLE_MS = 3000;
const PHONE = { width: 390, height: 844 };
// Lighthouse's own categories for the main thread's tasks and the paint marks.
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "loading"];

async function loadOnce(browser: Browser, url: string): Promise<Blocking> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const trace = await browser.stopTracing();
    return blockingFromTrace(JSON.parse(trace.toString()));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

async function main() {
  const server = await startServerProcess();
  const browser = await launchChromium();
  try {
    // Each route once first, so every measured load is served from the server's page cache.
    for (const route of routes) await fetch(`${server.url}${route}`);
    console.log(
      `Blocking time, Chromium at ${PHONE.width} × ${PHONE.height}, median of ${runs} loads (load ${load()})`,
    );
    console.log("  ms; blocking = Σ max(0, 4 × task − 50), all / from first paint; largest = largest task × 4");
    console.log(
      `  ${"route".padEnd(12)}${"CPU: blocking".padStart(18)}${"largest".padStart(9)}${"wall: blocking".padStart(19)}${"largest".padStart(9)}${"main CPU".padStart(10)}`,
    );
    for (const route of routes) {
      const loads: Blocking[] = [];
      for (let run = 0; run < runs; run++) loads.push(await loadOnce(browser, `${server.url}${route}`));
      const m = (pick: (figures: Blocking) => number) => median(loads.map(pick)).toFixed(0);
      console.log(
        `  ${route.padEnd(12)}${`${m((f) => f.cpu)} / ${m((f) => f.cpuAfterPaint)}`.padStart(18)}${m((f) => f.largestCpu).padStart(9)}` +
          `${`${m((f) => f.wall)} / ${m((f) => f.wallAfterPaint)}`.padStart(19)}${m((f) => f.largestWall).padStart(9)}${m((f) => f.mainThreadCpu).padStart(10)}`,
      );
    }
    console.log(`  load average after: ${load()}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
