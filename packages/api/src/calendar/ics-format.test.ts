import { describe, expect, test } from "vitest";
import { escapeText, foldLine, formatLocal, formatUtc, serializeLines } from "./ics-format.ts";

const octets = (line: string) => Buffer.byteLength(line, "utf8");

describe("escapeText", () => {
  test("escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\ntwo\r\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
  });

  test("escapes the backslash before anything else, so an escaped comma is not escaped twice", () => {
    expect(escapeText("\\,")).toBe("\\\\\\,");
  });

  test("drops control characters but keeps tabs and non-ASCII text", () => {
    expect(escapeText("Caf\u00e9\u0007\tOjai")).toBe("Café\tOjai");
  });
});

describe("foldLine", () => {
  test("leaves a line of 75 octets whole", () => {
    expect(foldLine("x".repeat(75))).toEqual(["x".repeat(75)]);
  });

  test("folds a longer line into 75-octet lines, continuations starting with a space", () => {
    const lines = foldLine(`SUMMARY:${"a".repeat(200)}`);
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(
      lines[0] +
        lines
          .slice(1)
          .map((line) => line.slice(1))
          .join(""),
    ).toBe(`SUMMARY:${"a".repeat(200)}`);
  });

  test("never splits a multi-byte UTF-8 character across lines", () => {
    // "é" is 2 octets and "🌄" 4: the 75-octet boundary falls inside them at various offsets.
    for (const prefix of ["", "x", "xx", "xxx"]) {
      const line = `DESCRIPTION:${prefix}${"é🌄".repeat(40)}`;
      const folded = foldLine(line);
      for (const part of folded) {
        expect(octets(part)).toBeLessThanOrEqual(75);
        expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
        expect(part).not.toMatch(/[\uD800-\uDBFF]$/);
      }
      expect(
        folded[0] +
          folded
            .slice(1)
            .map((part) => part.slice(1))
            .join(""),
      ).toBe(line);
    }
  });
});

describe("serializeLines", () => {
  test("ends every line, the last included, with CRLF and has no bare LF", () => {
    const text = serializeLines(["BEGIN:VCALENDAR", `X-LONG:${"y".repeat(100)}`, "END:VCALENDAR"]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("\r\n y");
  });
});

describe("date-time values", () => {
  test("writes an instant in UTC with a Z", () => {
    expect(formatUtc(new Date("2026-07-04T01:30:05.900Z"))).toBe("20260704T013005Z");
  });

  test("writes the Los Angeles wall clock in summer (UTC-7) and winter (UTC-8)", () => {
    expect(formatLocal(new Date("2026-07-05T01:30:00Z"), "America/Los_Angeles")).toBe("20260704T183000");
    expect(formatLocal(new Date("2026-12-05T02:30:00Z"), "America/Los_Angeles")).toBe("20261204T183000");
  });
});
