// The two messages a sign-up sends (docs/decisions/037-newsletter-double-opt-in.md): the
// confirmation link to a new, pending, returning or bounced address, and to an address already
// confirmed a note with its preferences link — so the public answer is the same for every address
// and only the address's owner learns which it was.
import type { MailMessage } from "../mail/outbox.ts";

/** The subscriber's pages, by their one token. */
const subscriberLinks = (publicUrl: string, token: string) => ({
  confirm: `${publicUrl}/newsletter/confirm/${token}`,
  manage: `${publicUrl}/newsletter/unsubscribe/${token}`,
});

export function confirmationMail(to: string, token: string, publicUrl: string, chamber: string): MailMessage {
  const links = subscriberLinks(publicUrl, token);
  return {
    to,
    subject: `Confirm your subscription to the ${chamber} newsletter`,
    text: [
      "Hello,",
      "",
      `Someone, probably you, asked for the ${chamber} newsletter at this address. To start receiving it, open this link and press "Confirm my subscription":`,
      links.confirm,
      "",
      "If it was not you, ignore this e-mail: without the confirmation nothing will be sent to you.",
      "",
      `— ${chamber}`,
    ].join("\n"),
  };
}

export function alreadySubscribedMail(to: string, token: string, publicUrl: string, chamber: string): MailMessage {
  const links = subscriberLinks(publicUrl, token);
  return {
    to,
    subject: `You are already subscribed to the ${chamber} newsletter`,
    text: [
      "Hello,",
      "",
      `Someone, probably you, asked for the ${chamber} newsletter at this address, which already receives it. Nothing has changed.`,
      "",
      "Choose your lists or unsubscribe here:",
      links.manage,
      "",
      `— ${chamber}`,
    ].join("\n"),
  };
}
