// Nothing a caller sends may hold the event loop for long: while one request computes, every other
// visitor waits, the health check included. This runs a request through app.inject with a health
// check beside it and measures the longest stretch the loop was held meanwhile.
//
// The probe is a 1 ms timer; a gap between two of its turns is a stretch the loop did not turn.
// On a loaded machine the process also waits for a core, which is not the request's doing, so a
// gap counts only as long as the process spent CPU time in it (the smaller of the two): a request
// that computes for 14 s still counts 14 s, a process descheduled for 80 ms counts almost nothing.
// What load still adds (a busy core runs slower) is met by trying again: a request that holds
// the loop by its own work holds it every time.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { App } from "../src/app.ts";

export interface LoopHold {
  response: LightMyRequestResponse;
  health: LightMyRequestResponse;
  /** The longest stretch the loop was held, in CPU milliseconds (the figure to bound). */
  heldMs: number;
  /** The longest gap between two turns of the probe, in wall milliseconds (information). */
  longestGapMs: number;
  /** The request's wall time, in milliseconds (information). */
  requestMs: number;
}

/** Ready for a failure message: every figure the measure took. */
const describeHold = (hold: LoopHold) =>
  `loop held ${hold.heldMs.toFixed(1)} ms (longest gap ${hold.longestGapMs.toFixed(1)} ms, request ${hold.requestMs.toFixed(0)} ms)`;

/** Sends `request` and a health check together, measuring how long the event loop was held. */
async function measureLoopHold(app: App, request: InjectOptions): Promise<LoopHold> {
  let heldMs = 0;
  let longestGapMs = 0;
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const probe = () => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const gap = now - last;
    longestGapMs = Math.max(longestGapMs, gap);
    heldMs = Math.max(heldMs, Math.min(gap, (cpu.user + cpu.system) / 1000));
    last = now;
    lastCpu = process.cpuUsage();
  };
  const timer = setInterval(probe, 1);
  const started = performance.now();
  try {
    const [response, health] = await Promise.all([
      app.inject(request).finally(() => probe()),
      app.inject({ method: "GET", url: "/api/health" }),
    ]);
    return { response, health, heldMs, longestGapMs, requestMs: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Sends the request `next` makes (it may first prepare the state the request meets) beside a
 * health check, up to `tries` times until one holds the loop no longer than `budgetMs`; fails with
 * every attempt's figures when none does. Answers the attempt within the budget.
 */
export async function expectLoopHeldAtMost(
  app: App,
  budgetMs: number,
  next: () => InjectOptions | Promise<InjectOptions>,
  tries = 3,
): Promise<LoopHold> {
  const attempts: LoopHold[] = [];
  for (let attempt = 0; attempt < tries; attempt++) {
    const hold = await measureLoopHold(app, await next());
    expect(hold.health.statusCode).toBe(200);
    if (hold.heldMs <= budgetMs) return hold;
    attempts.push(hold);
  }
  throw new Error(`the event loop was held over ${budgetMs} ms each time: ${attempts.map(describeHold).join("; ")}`);
}
