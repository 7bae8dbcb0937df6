// Work a request starts but does not wait for: looking an address up and queuing its mail after
// the answer has gone, so that neither the answer's body nor its timing tells whether the address
// is known (a member's sign-in link, a staff password reset). It must use the root Prisma client:
// a mutation's transaction ends with the answer.

/** The jobs not finished yet: awaited by tests (and anything else that must see their outcome). */
const inFlight = new Set<Promise<void>>();

/** Starts `job` and returns at once; a failure is logged as `what`, never answered (the answer has gone). */
export function runAfterAnswer(what: string, job: () => Promise<void>): void {
  const running = job()
    .catch((error: unknown) => console.error(`${what} not queued`, error))
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Resolves once every job started so far has finished. */
export async function afterAnswerSettled(): Promise<void> {
  await Promise.all([...inFlight]);
}
