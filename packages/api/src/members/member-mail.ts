// The text of the mail a member's sign-in sends. Plain text, like every message (mail/messages.ts);
// the member's name is theirs or staff's, kept on one line.
import type { MailMessage } from "../mail/outbox.ts";

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function signInLinkMail(member: { name: string; email: string }, url: string): MailMessage {
  return {
    to: member.email,
    subject: "Your sign-in link",
    text: [
      `Hello ${oneLine(member.name)},`,
      "",
      "Someone, we hope you, asked to sign in to your member account to keep your business's listing current.",
      "Follow this link within 15 minutes to sign in:",
      "",
      url,
      "",
      "The link works once. If you did not ask for it, ignore this e-mail: no one can sign in without it.",
      "",
      "— The chamber staff",
    ].join("\n"),
  };
}
