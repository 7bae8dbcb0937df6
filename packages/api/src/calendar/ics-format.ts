// The low-level grammar of iCalendar (RFC 5545): TEXT escaping (§3.3.11), date-time values
// (§3.3.5) and content lines folded at 75 octets without splitting a UTF-8 character (§3.1).
import { type WallClock, wallClock } from "@chamber/core";

// TEXT may not hold control characters other than HTAB (RFC 5545 §3.3.11).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/** TEXT value: backslash, semicolon and comma escaped; any line break becomes `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(controlCharacters, "");
}

const MAX_OCTETS = 75;

/** Splits a content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  lines.push(current);
  return lines;
}

/** Content lines to an iCalendar stream: each folded, each ended by CRLF. */
export function serializeLines(lines: string[]): string {
  return `${lines.flatMap(foldLine).join("\r\n")}\r\n`;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "YYYYMMDDTHHMMSS", a local (floating or TZID-qualified) date-time. */
export function formatWallClock(wall: WallClock): string {
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

/** "YYYYMMDDTHHMMSSZ", an instant in UTC. */
export const formatUtc = (instant: Date) => `${formatWallClock(wallClock(instant, "UTC"))}Z`;

/** The wall-clock time of `instant` in `zone`, for `DTSTART;TZID=<zone>:`. */
export const formatLocal = (instant: Date, zone: string) => formatWallClock(wallClock(instant, zone));
