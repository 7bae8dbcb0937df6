// The loop shared by the outboxes' workers (mail: docs/decisions/021-mail-outbox.md, webhooks:
// 031-webhooks.md): run the work now and then every `pollMs`, at once when woken, once more after a
// run that was woken while it ran, never two runs at a time in one instance; stop waits for the run
// in hand. What one run does (claim a batch with a lease, send, record) is each worker's `run`.
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private halted = false;
  private readonly pollMs: number;

  constructor(pollMs: number) {
    this.pollMs = pollMs;
  }

  /** One run: everything due now, batch after batch; answers how many went out. */
  protected abstract run(): Promise<number>;

  /** Whether stop() was called: a run stops between batches. */
  get stopped(): boolean {
    return this.halted;
  }

  /** Polls until stop(). */
  start(): void {
    this.halted = false;
    this.schedule(0);
  }

  /** Something was queued: run now rather than at the next poll. */
  wake(): void {
    if (this.halted || !this.timer) return;
    // During a run, run once more after it: the work may have been queued after its last claim.
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the run in hand. */
  async stop(): Promise<void> {
    this.halted = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }

  /** Runs now, or joins the run under way; answers how many went out. */
  deliverDue(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** The one timer: the next run, `delayMs` from now. Only start, wake and a finished run set it. */
  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.deliverDue()
        .catch(() => {})
        .finally(() => {
          const again = this.again;
          this.again = false;
          if (!this.halted) this.schedule(again ? 0 : this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}

/** The delay before retry number `attempts` (1 = after the first failure): `baseMs` × 2ⁿ⁻¹, capped. */
export const retryDelay = (baseMs: number, attempts: number, maxMs: number) =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
