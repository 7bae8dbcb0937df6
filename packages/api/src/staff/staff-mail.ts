// The mail an invitation sends: who invited the person, the role and what it allows, and the link.
// Plain text, like every message (mail/messages.ts); names are kept on one line.
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from "@chamber/core";
import type { MailMessage } from "../mail/outbox.ts";

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function staffInvitationMail(
  person: { name: string; email: string; role: StaffRole },
  invitedBy: string,
  url: string,
): MailMessage {
  return {
    to: person.email,
    subject: "Your invitation to the chamber's admin",
    text: [
      `Hello ${oneLine(person.name)},`,
      "",
      `${oneLine(invitedBy)} invited you to the chamber website's admin as ${ROLE_LABELS[person.role].toLowerCase()}: ${ROLE_DESCRIPTIONS[person.role]}`,
      "",
      "Follow this link within 72 hours to choose your password and sign in:",
      "",
      url,
      "",
      "The link works once. If you did not expect it, ignore this e-mail: no account is made without it.",
      "",
      "— The chamber staff",
    ].join("\n"),
  };
}
