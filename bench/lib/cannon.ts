// Runs one autocannon measurement in a process of its own, so the load generator does not share
// the event loop, the CPU time or the memory figures of the server it measures. Started by
// fire() below, which sends it the options over IPC (a long list of paths would not fit in argv);
// it sends the result back the same way.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export interface Shot {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /**
   * Adds `name=N` to the query of every request, N counting up from 0 (wrapping at `modulo`), so
   * each request asks for a URL no cache has seen: `?_=N` makes every page render.
   */
  vary?: {
    name: string;
    modulo?: number;
    /** The first N (default 0): a measurement starts past its warm-up's, so none is a cached page. */
    start?: number;
  };
  /**
   * Paths (with their queries) asked for in turn, request N the N-th (wrapping), instead of the
   * URL's own: a long list of different reads keeps every cache missing.
   */
  paths?: string[];
  /**
   * Requests a second from all connections together, evenly spaced (an open loop, as visitors
   * arrive: paced.ts); absent, each connection asks again as soon as it is answered (a closed
   * loop: the server's ceiling).
   */
  rate?: number;
}

/** The path and query of request number `n` of `shot`. */
export function variedPath(shot: Shot, n: number): string {
  if (shot.paths?.length) return shot.paths[n % shot.paths.length] as string;
  const url = new URL(shot.url);
  if (!shot.vary) return url.pathname + url.search;
  const counted = n + (shot.vary.start ?? 0);
  const value = shot.vary.modulo ? counted % shot.vary.modulo : counted;
  url.searchParams.append(shot.vary.name, String(value));
  return url.pathname + url.search;
}

export interface ShotResult {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  bytesPerSecond: number;
}

/** Fires `shot` from a child process and resolves with its figures. */
export function fire(shot: Shot): Promise<ShotResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--shot"], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (message) => resolve(message as ShotResult));
    child.send(shot);
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
    });
  });
}

async function runShot(shot: Shot): Promise<ShotResult> {
  let sent = 0;
  const result = await autocannon({
    url: shot.url,
    connections: shot.connections,
    duration: shot.durationSeconds,
    headers: shot.headers ?? {},
    requests:
      shot.vary || shot.paths?.length
        ? [{ setupRequest: (request) => ({ ...request, path: variedPath(shot, sent++) }) }]
        : undefined,
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytesPerSecond: result.throughput.average,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "--shot" && process.send) {
  const shot = await new Promise<Shot>((resolve) => process.once("message", (message) => resolve(message as Shot)));
  const result = await runShot(shot);
  process.send(result, () => process.exit(0));
}
