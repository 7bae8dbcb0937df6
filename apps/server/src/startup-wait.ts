// Start-up waits for the services it needs — PostgreSQL at DATABASE_URL, Redis at REDIS_URL — for
// a bounded patience (STARTUP_PATIENCE_SECONDS, default 60) instead of failing at the first
// refused or timed-out connection: in a deployment they often start together, and on a busy
// machine a connection can take seconds. Each wait says once what it waits for and why, retries
// with backoff, and past the patience fails with one line naming the service and its last error.

/** Past the patience: main.ts prints the message alone, as the one line of the failure. */
export class StartupWaitError extends Error {}

export interface Patience {
  /** How long to keep trying, in ms. */
  ms: number;
  log: (line: string) => void;
}

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reasonOf = (error: unknown) => (error instanceof Error && error.message) || String(error);

/** `attempt` itself may hang (a connection to an address that drops packets): it is cut at the deadline. */
function before<T>(deadline: number, attempt: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("no answer")), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([attempt(), late]).finally(() => clearTimeout(timer));
}

/** Resolves once `attempt` succeeds; throws StartupWaitError when `patience` runs out first. */
export async function waitFor(what: string, attempt: () => Promise<unknown>, patience: Patience): Promise<void> {
  const deadline = Date.now() + patience.ms;
  const seconds = Math.round(patience.ms / 1000);
  let delay = FIRST_DELAY_MS;
  let waiting = false;
  for (;;) {
    try {
      await before(deadline, attempt);
      if (waiting) patience.log(`${what} answered; starting`);
      return;
    } catch (error) {
      if (Date.now() + delay >= deadline) {
        throw new StartupWaitError(`${what} did not answer within ${seconds} s: ${reasonOf(error)}`);
      }
      if (!waiting) patience.log(`Waiting for ${what} (${reasonOf(error)}); trying again for up to ${seconds} s`);
      waiting = true;
      await sleep(delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}
