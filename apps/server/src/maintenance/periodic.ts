// A job each instance runs once when the server is ready, then every `everyMs`: a failed pass (a
// database that cannot be reached at that moment) is logged and tried again at the next turn,
// never fatal. The timer never keeps the process alive and stops with the server.
import type { FastifyInstance } from "fastify";

export interface PeriodicJob {
  everyMs: number;
  run: () => Promise<void>;
  /** Logged, with the error, when a pass fails. */
  failure: string;
  /** Whether the server waits for the first pass before it is ready (it answers what it makes). */
  firstPassBeforeReady: boolean;
}

export function runPeriodically(app: FastifyInstance, job: PeriodicJob) {
  const pass = async () => {
    try {
      await job.run();
    } catch (error) {
      app.log.warn({ err: error }, job.failure);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    if (job.firstPassBeforeReady) await pass();
    else void pass();
    timer = setInterval(() => void pass(), job.everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
