// Delivers the outbox (docs/decisions/021-mail-outbox.md). Every instance runs one; each claims a
// batch of due messages with FOR UPDATE SKIP LOCKED, so two instances never take the same message.
// A claim counts the attempt and moves the message's next attempt a lease ahead: if the instance
// dies mid-send, the message comes due again after the lease (a message may then go twice, never
// never). A failure is retried with exponential backoff; after MAX_ATTEMPTS it is marked failed and
// staff see it (mail.failing), as they see one still retried after a few failures. An SMTP 5xx is
// a refusal for good: failed at once, and `onRejected` hears of it (a bounced newsletter address).
import type { MailCalendar } from "@chamber/api";
import type { Database } from "@chamber/db";
import { PollingWorker, retryDelay } from "../outbox/polling-worker.ts";

export interface OutgoingMail {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (OutboxMessage.html). */
  html: string | null;
  /** An invite to send with it (OutboxMessage.calendar). */
  calendar: MailCalendar | null;
  /** Extra headers by name (OutboxMessage.headers). */
  headers: Record<string, string> | null;
}

export interface OutboxWorkerOptions {
  prisma: Database["prisma"];
  /** Sends one message or throws (nodemailer over SMTP in the server). */
  send: (message: OutgoingMail) => Promise<void>;
  now?: (() => Date) | undefined;
  /** How often due messages are looked for when nothing wakes the worker (default 5 s). */
  pollMs?: number | undefined;
  /** The first retry's delay, doubled for each further failure (default 30 s), capped at 1 h. */
  retryBaseMs?: number | undefined;
  maxAttempts?: number | undefined;
  /**
   * Told of a message the receiving server refused for good (an SMTP 5xx answer): it is failed at
   * once, never retried, and this hears why (the newsletter marks the address bounced).
   */
  onRejected?: ((message: { id: number; to: string }, reason: string) => Promise<void>) | undefined;
  /** Reports a failed attempt (the server logs it). */
  onFailure?: (message: { id: number; to: string; attempts: number; gaveUp: boolean }, error: unknown) => void;
}

const MAX_ATTEMPTS = 8;
const BATCH = 10;
/** Longer than any one send may take: nodemailer's own timeouts end a stuck send before it. */
const LEASE_MS = 5 * 60_000;
const MAX_DELAY_MS = 60 * 60_000;

interface Claimed extends OutgoingMail {
  id: number;
  attempts: number;
}

export class OutboxWorker extends PollingWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, "onFailure" | "onRejected">> &
    Pick<OutboxWorkerOptions, "onFailure" | "onRejected">;

  constructor(options: OutboxWorkerOptions) {
    super(options.pollMs ?? 5_000);
    this.options = {
      ...options,
      now: options.now ?? (() => new Date()),
      pollMs: options.pollMs ?? 5_000,
      retryBaseMs: options.retryBaseMs ?? 30_000,
      maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS,
    };
  }

  protected async run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      for (const message of batch) if (await this.deliver(message)) sent++;
      if (batch.length < BATCH || this.stopped) return sent;
    }
  }

  private claim(): Promise<Claimed[]> {
    const now = this.options.now();
    const leaseEnd = new Date(now.getTime() + LEASE_MS);
    return this.options.prisma.$queryRaw<Claimed[]>`
      UPDATE "OutboxMessage" SET "attempts" = "attempts" + 1, "nextAttemptAt" = ${leaseEnd}
      WHERE "id" IN (
        SELECT "id" FROM "OutboxMessage"
        WHERE "status" = 'pending' AND "nextAttemptAt" <= ${now}
        ORDER BY "nextAttemptAt", "id"
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING "id", "to", "replyTo", "subject", "text", "html", "calendar", "headers", "attempts"`;
  }

  private async deliver(message: Claimed): Promise<boolean> {
    const { prisma, now } = this.options;
    try {
      await this.options.send(message);
    } catch (error) {
      const rejected = isPermanentRefusal(error);
      const gaveUp = rejected || message.attempts >= this.options.maxAttempts;
      const delay = retryDelay(this.options.retryBaseMs, message.attempts, MAX_DELAY_MS);
      await prisma.outboxMessage.update({
        where: { id: message.id },
        data: {
          status: gaveUp ? "failed" : "pending",
          nextAttemptAt: new Date(now().getTime() + delay),
          lastError: describe(error),
        },
      });
      if (rejected) await this.options.onRejected?.({ id: message.id, to: message.to }, describe(error));
      this.options.onFailure?.({ id: message.id, to: message.to, attempts: message.attempts, gaveUp }, error);
      return false;
    }
    await prisma.outboxMessage.update({
      where: { id: message.id },
      data: { status: "sent", sentAt: now(), lastError: null },
    });
    return true;
  }
}

/** An SMTP 5xx (nodemailer's `responseCode`): the address or message is refused for good; a 4xx is worth a retry. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** A failure as staff read it: the SMTP answer when there is one, never a stack. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}
