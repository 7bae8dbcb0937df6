// The text of every message the site sends. Plain text: it reads the same in every client, and
// nothing a visitor typed can become markup in a staff member's mail.
import type { MailMessage } from "./outbox.ts";

/**
 * A visitor's name or title on one line. The schemas already refuse line breaks in them (core's
 * oneLineText); rows stored before that rule, or by a path that skipped it, still cannot write
 * lines of their own into a notice.
 */
export const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** One line of a header field: no line breaks a visitor could use to add headers of their own. */
export const oneLine = (text: string, max = 120) => {
  const line = collapse(text);
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export function contactNotice(
  message: {
    firstName: string;
    lastName: string;
    email: string;
    subject: string;
    message: string;
  },
  publicUrl: string,
): MailMessage {
  return {
    to: "staff",
    replyTo: message.email,
    subject: oneLine(`Contact form: ${message.subject}`),
    text: [
      `${collapse(`${message.firstName} ${message.lastName}`)} <${message.email}> wrote through the contact form:`,
      "",
      message.message,
      "",
      `Reply to this e-mail to answer them. All messages: ${publicUrl}/admin/messages`,
    ].join("\n"),
  };
}

export interface SubmissionFacts {
  kind: "event" | "business";
  /** The event's title or the business's name. */
  title: string;
  submitterName: string;
  submitterEmail: string;
  /** A change to an existing listing. */
  change: boolean;
}

const what = (facts: SubmissionFacts) =>
  facts.kind === "event" ? "event" : facts.change ? "listing change" : "new listing";

export function submissionNotice(facts: SubmissionFacts, publicUrl: string): MailMessage {
  const tab = facts.kind === "event" ? "events" : "businesses";
  return {
    to: "staff",
    replyTo: facts.submitterEmail,
    subject: oneLine(`Submission to review: ${what(facts)} “${facts.title}”`),
    text: [
      `${collapse(facts.submitterName)} <${facts.submitterEmail}> sent a ${what(facts)}: “${collapse(facts.title)}”.`,
      "",
      "Nothing is shown on the site until you approve it.",
      `Review it: ${publicUrl}/admin/${tab}`,
    ].join("\n"),
  };
}

export function approvalNotice(facts: SubmissionFacts, link: string): MailMessage {
  return {
    to: facts.submitterEmail,
    subject: oneLine(`Published: “${facts.title}”`),
    text: [
      `Hello ${collapse(facts.submitterName)},`,
      "",
      `Thank you: your ${what(facts)} “${collapse(facts.title)}” was approved and is now on the site:`,
      link,
      "",
      "— The chamber staff",
    ].join("\n"),
  };
}

export function rejectionNotice(facts: SubmissionFacts, reason: string): MailMessage {
  return {
    to: facts.submitterEmail,
    subject: oneLine(`Not published: “${facts.title}”`),
    text: [
      `Hello ${collapse(facts.submitterName)},`,
      "",
      `Thank you for sending your ${what(facts)} “${collapse(facts.title)}”. We did not publish it, for this reason:`,
      "",
      reason,
      "",
      "You are welcome to send it again with changes, or to reply to us through the contact page.",
      "",
      "— The chamber staff",
    ].join("\n"),
  };
}
