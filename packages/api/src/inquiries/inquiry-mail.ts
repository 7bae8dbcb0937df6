// The mail a visitor's inquiry becomes: one message to each member of the business (else to its
// listed e-mail), answered by replying (Reply-To is the visitor), so the visitor never learns the
// member's address unless the member answers. Nothing the visitor typed can add a header or forge
// the body's first lines: the subject and the "From" line take the name collapsed to one line, the
// body opens with fixed lines, and the message follows quoted, every line of it behind "> ".

import { collapse, oneLine } from "../mail/messages.ts";
import type { MailMessage } from "../mail/outbox.ts";

export interface InquiryFacts {
  businessName: string;
  name: string;
  email: string;
  message: string;
}

/** The visitor's text quoted line by line: read as their words, never as the mail's own lines. */
const quoted = (text: string) =>
  text
    .split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/)
    .map((line) => `> ${line}`)
    .join("\n");

export function inquiryMessages(inquiry: InquiryFacts, recipients: string[], publicUrl: string): MailMessage[] {
  const name = oneLine(inquiry.name, 80);
  const business = collapse(inquiry.businessName);
  const text = [
    `A visitor wrote to ${business} through its listing in the chamber's directory.`,
    "Reply to this e-mail to answer them: your reply goes to the address they gave.",
    "",
    `Name: ${name}`,
    `E-mail: ${inquiry.email}`,
    "",
    "Their message, as they typed it:",
    "",
    quoted(inquiry.message),
    "",
    `Every message sent through your listing: ${publicUrl}/account`,
  ].join("\n");
  return recipients.map((to) => ({
    to,
    replyTo: inquiry.email,
    subject: oneLine(`Message from ${name} through your listing`),
    text,
  }));
}
