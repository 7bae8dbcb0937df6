// An open loop: requests sent at evenly spaced instants, `rate` a second over at most
// `connections` keep-alive connections, each timed from the instant it was due, so a request kept
// waiting by a busy server counts its wait (no coordinated omission), as a visitor's would.
// autocannon's own rate is not this: each connection sends its quota at the top of every second,
// a burst of all of them at once.
import { Agent, get } from "node:http";
import { type Shot, type ShotResult, variedPath } from "./cannon.ts";

const TIMEOUT_MS = 5000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] as number).toFixed(2));
}

export async function paced(shot: Shot & { rate: number }): Promise<ShotResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: shot.connections });
  const base = new URL(shot.url);
  const interval = 1000 / shot.rate;
  const count = Math.max(1, Math.round(shot.rate * shot.durationSeconds));
  const latencies: number[] = [];
  let bytes = 0;
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;

  const send = (path: string, due: number) =>
    new Promise<void>((done) => {
      const request = get({ host: base.hostname, port: base.port, path, agent, headers: shot.headers }, (response) => {
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 400) non2xx++;
          else latencies.push(performance.now() - due);
          done();
        });
      });
      request.setTimeout(TIMEOUT_MS, () => {
        timeouts++;
        request.destroy();
      });
      request.on("error", () => {
        errors++;
        done();
      });
    });

  const start = performance.now();
  const answers: Promise<void>[] = [];
  for (let n = 0; n < count; n++) {
    const due = start + n * interval;
    const early = due - performance.now();
    if (early > 0) await new Promise((wake) => setTimeout(wake, early));
    answers.push(send(variedPath(shot, n), due));
  }
  await Promise.all(answers);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    errors: errors - timeouts,
    timeouts,
    non2xx,
    bytesPerSecond: bytes / seconds,
  };
}
