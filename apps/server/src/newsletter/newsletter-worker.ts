// Sends newsletter issues through the mail outbox at NEWSLETTER_RATE mails a second at most
// (docs/decisions/036-newsletter-sending.md). Each run starts the scheduled issues whose time has
// come, then, while any issue is sending, hands its waiting deliveries to the outbox a few at a
// time, paced by a token bucket on the real clock, and wakes the outbox worker to send them. What
// is queued and what is not is kept in the database (@chamber/api newsletter-delivery.ts), so a
// stopped server's successor carries on where it left off: nobody mailed twice, nobody skipped.
// Instances share the work safely: both the start and each slice lock the rows they take.
import {
  anySending,
  Changes,
  finishSentIssues,
  type MailContext,
  markBounced,
  queueWaiting,
  type ReadCache,
  startDueIssues,
} from "@chamber/api";
import type { Database } from "@chamber/db";
import { PollingWorker } from "../outbox/polling-worker.ts";

export interface NewsletterWorkerOptions {
  prisma: Database["prisma"];
  /** The outbox's set-up (PUBLIC_URL for links) and its wake, told of each slice queued. */
  mail: MailContext;
  /** Mails a second at most (NEWSLETTER_RATE). */
  rate: number;
  /** The archive's cached reads, dropped when an issue is sent. */
  cache: ReadCache;
  now?: (() => Date) | undefined;
  /** How often scheduled issues are looked for when nothing wakes the worker (default 15 s). */
  pollMs?: number | undefined;
  /** Reports a run that failed (the server logs it); the next poll tries again. */
  onError?: (error: unknown) => void;
}

/** The shortest wait between two slices: a faster rate queues more than one mail a slice. */
const MIN_TICK_MS = 25;
/** How often a run that is pacing one issue looks for another that came due. */
const DUE_CHECK_MS = 1_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class NewsletterWorker extends PollingWorker {
  private readonly options: NewsletterWorkerOptions;
  private readonly now: () => Date;

  constructor(options: NewsletterWorkerOptions) {
    super(options.pollMs ?? 15_000);
    this.options = options;
    this.now = options.now ?? (() => new Date());
  }

  protected async run(): Promise<number> {
    try {
      return await this.send();
    } catch (error) {
      this.options.onError?.(error);
      throw error;
    }
  }

  private async send(): Promise<number> {
    const { prisma, rate } = this.options;
    await startDueIssues(prisma, this.now());
    if (!(await anySending(prisma))) return 0;
    const tickMs = Math.max(1000 / rate, MIN_TICK_MS);
    // The bucket holds one slice at most, so a slow slice never turns into a burst after it.
    const capacity = Math.max(1, (rate * tickMs) / 1000);
    const rendered = new Map();
    let credit = 1;
    let queued = 0;
    let last = performance.now();
    let lastDueCheck = last;
    while (!this.stopped) {
      const slice = Math.floor(credit);
      const done =
        slice > 0 ? await queueWaiting(prisma, slice, { mail: this.options.mail, now: this.now, rendered }) : 0;
      if (done > 0) {
        credit -= done;
        queued += done;
        this.options.mail.wake?.();
      }
      if (slice > 0 && done < slice) {
        // Nothing more waits: the issues being sent are all queued, or another instance holds the rest.
        await this.finish();
        if (!(await anySending(prisma))) break;
      }
      await sleep(tickMs);
      const at = performance.now();
      credit = Math.min(capacity, credit + ((at - last) * rate) / 1000);
      last = at;
      if (at - lastDueCheck >= DUE_CHECK_MS) {
        lastDueCheck = at;
        await startDueIssues(prisma, this.now());
      }
    }
    return queued;
  }

  /** Marks sent what is all queued, and drops the archive's cached reads if anything was. */
  private async finish(): Promise<void> {
    const sent = await finishSentIssues(this.options.prisma, this.now());
    if (sent.length > 0) await new Changes(["newsletters"]).flush(this.options.cache);
  }
}

/**
 * What the outbox worker calls when a receiving server refused a message for good (an SMTP 5xx):
 * a newsletter's recipient is marked bounced, so later issues leave them out.
 */
export const bounceMarker =
  (prisma: Database["prisma"], now: () => Date) => async (message: { id: number }, reason: string) => {
    await markBounced(prisma, message.id, reason, now());
  };
