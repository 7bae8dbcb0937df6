// Mail leaves through the outbox (docs/decisions/021-mail-outbox.md): a write that should send a
// message inserts it here, in the write's own transaction, and the server's worker delivers it. So
// a request never waits on SMTP nor fails because of it, and a message is sent if and only if the
// write it tells of was committed.
import type { Prisma } from "@chamber/db";

/** What the API needs to know of the server's mail set-up; null in the context when SMTP is off. */
export interface MailContext {
  /** Where staff notices go (STAFF_EMAIL); null: staff get none, submitters still get theirs. */
  staffEmail: string | null;
  /** The site's address, for links in messages (PUBLIC_URL). */
  publicUrl: string;
  /** Tells the worker that a message is due, so it need not wait for its next poll. */
  wake?: () => void;
}

export interface MailMessage {
  /** "staff" for STAFF_EMAIL, or an address. */
  to: "staff" | string;
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (a newsletter issue's): the mail then carries both parts. */
  html?: string;
  /** An invite sent with it (an event registration's), as a text/calendar alternative. */
  calendar?: MailCalendar;
  /** Extra headers by name (Message-ID, In-Reply-To, References, List-Unsubscribe…), sent as given. */
  headers?: Record<string, string>;
}

/** An iCalendar invite (RFC 5546): a REQUEST adds or updates the event, a CANCEL removes it. */
export interface MailCalendar {
  method: "REQUEST" | "CANCEL";
  content: string;
}

/**
 * Queues `messages` in the transaction `tx` and answers the queued rows' ids, in order. Without
 * mail set up nothing is queued (nothing would ever deliver it), and a staff notice without
 * STAFF_EMAIL is skipped.
 */
export async function enqueueMail(
  tx: Prisma.TransactionClient,
  ctx: { mail: MailContext | null; now: () => Date },
  ...messages: MailMessage[]
): Promise<number[]> {
  const { mail } = ctx;
  if (!mail) return [];
  const now = ctx.now();
  const rows = messages.flatMap((message) => {
    const to = message.to === "staff" ? mail.staffEmail : message.to;
    return to
      ? [
          {
            to,
            replyTo: message.replyTo ?? null,
            subject: message.subject,
            text: message.text,
            html: message.html ?? null,
            ...(message.calendar ? { calendar: { ...message.calendar } } : {}),
            ...(message.headers ? { headers: { ...message.headers } } : {}),
            createdAt: now,
            nextAttemptAt: now,
          },
        ]
      : [];
  });
  if (rows.length === 0) return [];
  const queued = await tx.outboxMessage.createManyAndReturn({ data: rows, select: { id: true } });
  return queued.map((row) => row.id);
}
