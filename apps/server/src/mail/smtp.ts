// Sending over SMTP with nodemailer, from SMTP_URL (smtp://user:pass@host:port or smtps://…).
import nodemailer from "nodemailer";
import type { OutgoingMail } from "./outbox-worker.ts";

export interface SmtpSettings {
  url: string;
  from: string;
}

/** A sender for the outbox worker, and a close for shutdown. */
export function smtpSender(settings: SmtpSettings) {
  const transport = nodemailer.createTransport({
    url: settings.url,
    // One connection kept open and reused: opening one per message cost ~100 ms against a local
    // relay (7 ms a message pooled), which a newsletter of hundreds pays in full.
    pool: true,
    // A stuck server must not hold a message past the worker's lease.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (message: OutgoingMail) => {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        // With an HTML part nodemailer sends multipart/alternative: text first, HTML preferred.
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        // An invite goes as the text/calendar alternative calendar apps read (RFC 6047).
        ...(message.calendar ? { icalEvent: { ...message.calendar, filename: "invite.ics" } } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** SMTP_URL without its password, for the banner and the log. */
export function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "SMTP";
  }
}
