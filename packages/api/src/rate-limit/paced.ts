// One at a time, with a pause before each: how sign-in attempts on an account past its failure
// limit are served (docs/decisions/028-staff-sign-in.md). Attempts from many addresses on one
// account wait in a line here instead of being refused, so an attacker's guesses slow to one per
// pause while the person holding the right password still gets in, later but never refused.
// The line is per server process: n instances serve n attempts per pause.

const lines = new Map<string, Promise<unknown>>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` after every earlier attempt on `key` finished and `delayMs` passed. */
export async function inTurn<T>(key: string, delayMs: number, work: () => Promise<T>): Promise<T> {
  const before = lines.get(key) ?? Promise.resolve();
  const mine = before.then(() => pause(delayMs)).then(work);
  // The next in line waits for this attempt to end, however it ends.
  const end = mine.catch(() => undefined);
  lines.set(key, end);
  try {
    return await mine;
  } finally {
    if (lines.get(key) === end) lines.delete(key);
  }
}
