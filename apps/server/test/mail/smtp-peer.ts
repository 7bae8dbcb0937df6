// A real SMTP server in process (smtp-server), for the mail tests: it keeps what arrives and can be
// told to refuse every message, as a broken mail relay would, or some addresses for good (550).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { vi } from "vitest";
import { type SetupOptions, setup, type TestContext } from "../helpers.ts";

interface ArrivedMail {
  from: string;
  to: string[];
  /** The whole message as sent: headers and body. */
  raw: string;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface SmtpPeer {
  url: string;
  arrived: ArrivedMail[];
  /** While true, every message is refused with 451. */
  failing: boolean;
  /** Recipients refused at RCPT TO with 550, as a mailbox that does not exist. */
  refused: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const peer = { arrived: [] as ArrivedMail[], failing: false, refused: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (peer.refused.has(address.address.toLowerCase()))
        callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (peer.failing) {
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        peer.arrived.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(peer, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A header's value in a raw message (unfolded), or undefined. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((row) => row.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The body of a plain-text message, with quoted-printable undone. */
export function body(raw: string): string {
  const text = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  return Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** A server's mail set-up sending to `peer`: staff notices to staff@test.example, no polling to wait on. */
const mailThrough = (peer: SmtpPeer) => ({
  url: peer.url,
  from: "Ojai Chamber <chamber@test.example>",
  staffEmail: "staff@test.example",
  pollMs: 60_000,
});
/** A mail test file's app, sending through a peer of its own; `close` ends both. */
export interface MailApp {
  peer: SmtpPeer;
  ctx: TestContext;
  close(): Promise<void>;
}

/**
 * Starts a peer and the app (setup's `options`) sending to it by mailThrough, with `mail`'s
 * changes (e.g. no staff address): the set-up every mail test file shares.
 */
export async function startMailApp(options: SetupOptions, mail: { staffEmail?: string | null } = {}): Promise<MailApp> {
  const peer = await startSmtpPeer();
  const ctx = await setup({ ...options, mail: { ...mailThrough(peer), ...mail } });
  return {
    peer,
    ctx,
    async close() {
      await ctx.close();
      await peer.close();
    },
  };
}

/** Waits for a message to `to` whose subject contains `subject`. */
export function arrival(peer: SmtpPeer, to: string, subject: string): Promise<ArrivedMail> {
  return vi.waitFor(
    () => {
      const found = peer.arrived.find((mail) => mail.to.includes(to) && header(mail.raw, "subject")?.includes(subject));
      if (!found)
        throw new Error(
          `no message to ${to} about ${subject}: ${peer.arrived.map((m) => header(m.raw, "subject")).join(" / ")}`,
        );
      return found;
    },
    { timeout: 5_000, interval: 25 },
  );
}
