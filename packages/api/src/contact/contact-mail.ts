// The mail of a contact message's thread: the staff notice carries a Message-ID of our own,
// `<contact-{id}@{host}>`, and staff's replies name it in In-Reply-To and References, so a mail
// client files the notice and the answers in one thread. The visitor's message itself came through
// the form, not by mail: it has no Message-ID we could refer to.

import { collapse, oneLine } from "../mail/messages.ts";
import type { MailMessage } from "../mail/outbox.ts";

/** The stable Message-ID of contact message `id` on the site at `publicUrl`. */
export function contactMessageId(id: number, publicUrl: string): string {
  let host = "chamber.invalid";
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // No PUBLIC_URL: the id stays unique to the message, only the host is a placeholder.
  }
  return `<contact-${id}@${host}>`;
}

export interface RepliedMessage {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/** "> "-prefixed lines of `text`, as mail clients quote (an empty line quoted as ">"). */
const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n");

/** The line before the quote: "On 15 June 2026 at 05:00, June Carver wrote:", in the site's zone. */
function quoteHeader(message: RepliedMessage, zone: string): string {
  const when = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: zone }).format(
    message.createdAt,
  );
  return `On ${when}, ${collapse(`${message.firstName} ${message.lastName}`)} wrote:`;
}

/** Staff's answer `text` to `message`, quoting it, threaded under the staff notice. */
export function contactReplyMail(
  message: RepliedMessage,
  text: string,
  options: { publicUrl: string; zone: string; replyTo: string | null },
): MailMessage {
  const subject = oneLine(message.subject, 200);
  const original = contactMessageId(message.id, options.publicUrl);
  return {
    to: message.email,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    text: [text, "", quoteHeader(message, options.zone), quote(message.message)].join("\n"),
    headers: { "In-Reply-To": original, References: original },
  };
}
