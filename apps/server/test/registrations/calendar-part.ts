// The text/calendar part of a raw MIME message as nodemailer writes an invite (icalEvent): its
// Content-Type header and its content, with the transfer encoding undone.

/** The first text/calendar part of `raw`; throws when there is none. */
export function calendarPart(raw: string): { contentType: string; content: string } {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, " ");
    const contentType = /^content-type:\s*(text\/calendar[^\r\n]*)/im.exec(headers)?.[1];
    if (!contentType) continue;
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const text = rest.join("\r\n\r\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
    return { contentType, content: decode(text, encoding) };
  }
  throw new Error("no text/calendar part in the message");
}

function decode(text: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return text;
}
