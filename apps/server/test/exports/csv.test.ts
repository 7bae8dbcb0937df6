import { describe, expect, test } from "vitest";
import { CSV_BOM, csvCell, toCsv } from "../../src/exports/csv.ts";

describe("csvCell", () => {
  test("leaves plain text and numbers as they are", () => {
    expect(csvCell("Ojai")).toBe("Ojai");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  test("quotes fields holding a comma, quote, CR or LF, doubling the quotes", () => {
    expect(csvCell("Reyes, Ana")).toBe('"Reyes, Ana"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  test.each([
    ['=HYPERLINK("http://evil.example")', '\'=HYPERLINK("http://evil.example")'],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
  ])("neutralises a cell a spreadsheet would evaluate: %j", (input, guarded) => {
    const cell = csvCell(input);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
    expect(unquoted).toBe(guarded);
  });

  test("quotes a guarded formula that also holds a comma", () => {
    expect(csvCell("=1,2")).toBe('"\'=1,2"');
  });

  test("does not guard a formula character in the middle of text", () => {
    expect(csvCell("ana@example.com")).toBe("ana@example.com");
    expect(csvCell("a-b")).toBe("a-b");
  });
});

test("toCsv starts with a BOM, ends rows with CRLF and keeps accents", () => {
  const text = toCsv(
    ["Name", "City"],
    [
      ["José", "Ojai, CA"],
      ["Zoë", "Meiners Oaks"],
    ],
  );
  expect(text.startsWith(CSV_BOM)).toBe(true);
  expect(text.slice(1)).toBe('Name,City\r\nJosé,"Ojai, CA"\r\nZoë,Meiners Oaks\r\n');
});
