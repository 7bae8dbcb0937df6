// When the answer of a read changes by the clock alone (docs/decisions/038-deals-and-jobs.md): a
// deal starting or ending, a job opening or closing. A read of time-windowed rows notes the next
// such instant; the REST door keeps an answer out of shared caches when that instant comes before
// the time a shared cache may keep it (apps/server http/api.ts). One note per request, like
// ListPageNote.
export class NextChangeNote {
  /** The earliest instant noted; null: nothing in the answer changes by the clock. */
  at: Date | null = null;

  note(instant: Date) {
    if (this.at === null || instant < this.at) this.at = instant;
  }
}
