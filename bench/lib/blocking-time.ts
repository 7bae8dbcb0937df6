// Lighthouse-style total blocking time read from a Chrome trace, twice: from each main-thread
// task's CPU time (thread time) and from its wall time. Lighthouse's phone multiplies each task's
// observed wall time by 4 and counts what passes 50 ms; on a shared machine a task's wall time
// swings with what else runs (a 23 ms evaluation took 206 ms of wall time at load 25), its CPU
// time hardly does. So blocking = Σ max(0, 4 × time − 50 ms) over the renderer's top-level tasks,
// with CPU time as the figure to compare and wall time beside it (decision 015).

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** One load's figures, in milliseconds, all of the page's renderer main thread. */
export interface Blocking {
  /** Σ max(0, 4 × CPU − 50) over every task of the load. */
  cpu: number;
  /** The same, over the tasks that begin at or after the first contentful paint (Lighthouse's window). */
  cpuAfterPaint: number;
  /** The largest task's CPU time, × 4. */
  largestCpu: number;
  /** The three above from wall time. */
  wall: number;
  wallAfterPaint: number;
  largestWall: number;
  /** The main thread's whole CPU time over the load (not multiplied). */
  mainThreadCpu: number;
}

const blockingOf = (ms: number) => Math.max(0, SLOWDOWN * ms - LONG_TASK_MS);

/**
 * The figures of one load's trace. The page's main thread is the renderer main thread
 * (CrRendererMain) that painted first content; its tasks are its top-level RunTask events
 * (a task inside another is part of it).
 */
export function blockingFromTrace(trace: { traceEvents: TraceEvent[] }): Blocking {
  const events = trace.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const paint = events.find(
    (event) => event.name === "firstContentfulPaint" && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  if (!paint) throw new Error("the trace holds no first contentful paint on a renderer main thread");
  const thread = `${paint.pid}:${paint.tid}`;
  const tasks = events
    .filter((event) => event.ph === "X" && event.name === "RunTask" && `${event.pid}:${event.tid}` === thread)
    .sort((a, b) => a.ts - b.ts);
  const figures: Blocking = {
    cpu: 0,
    cpuAfterPaint: 0,
    largestCpu: 0,
    wall: 0,
    wallAfterPaint: 0,
    largestWall: 0,
    mainThreadCpu: 0,
  };
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < coveredUntil) continue;
    // A task already running when tracing began carries no thread time; it is not the page's.
    if (task.tdur === undefined) continue;
    const wallMs = (task.dur ?? 0) / 1000;
    const cpuMs = task.tdur / 1000;
    coveredUntil = task.ts + (task.dur ?? 0);
    const afterPaint = task.ts >= paint.ts;
    figures.mainThreadCpu += cpuMs;
    figures.cpu += blockingOf(cpuMs);
    figures.wall += blockingOf(wallMs);
    if (afterPaint) {
      figures.cpuAfterPaint += blockingOf(cpuMs);
      figures.wallAfterPaint += blockingOf(wallMs);
    }
    figures.largestCpu = Math.max(figures.largestCpu, SLOWDOWN * cpuMs);
    figures.largestWall = Math.max(figures.largestWall, SLOWDOWN * wallMs);
  }
  return figures;
}
