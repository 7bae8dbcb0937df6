// Reading an uploaded CSV file: encodings, delimiters, quoting, and the refusals that say why.
import { describe, expect, test } from "vitest";
import { readCsv } from "./read-csv.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);
const bom = (bytes: Uint8Array) => new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
const refusal = (bytes: Uint8Array) => {
  try {
    readCsv(bytes);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

describe("readCsv", () => {
  test("reads UTF-8 with a BOM: the first header is clean", () => {
    const table = readCsv(bom(utf8("Name,City\nCafé Uno,Ojai\n")));
    expect(table).toMatchObject({ encoding: "utf-8", delimiter: ",", columns: ["Name", "City"] });
    expect(table.records).toEqual([{ row: 2, cells: ["Café Uno", "Ojai"] }]);
  });

  test("reads Windows-1252 when the bytes are not UTF-8, behind a stray BOM too", () => {
    const latin = Uint8Array.from(Buffer.from("Name;Note\nCafé;“quoted” – dash\n", "latin1"));
    expect(readCsv(latin).records[0]?.cells[0]).toBe("Café");
    // 0x93 0x94 0x96 are Windows-1252's curly quotes and dash.
    const curly = new Uint8Array([...utf8("Name\n"), 0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x96, 0x0a]);
    expect(readCsv(bom(curly))).toMatchObject({ encoding: "windows-1252", columns: ["Name"] });
    expect(readCsv(bom(curly)).records[0]?.cells).toEqual(["“Café”–"]);
  });

  test("takes the semicolon when the header has more of them", () => {
    expect(readCsv(utf8("Name;Address\nA;1, Main St\n"))).toMatchObject({
      delimiter: ";",
      records: [{ row: 2, cells: ["A", "1, Main St"] }],
    });
  });

  test("keeps quoted commas, doubled quotes and line breaks; numbers rows as a spreadsheet does", () => {
    const table = readCsv(utf8('Name,Description\r\n"A, B","Says ""hi""\r\nsecond line"\r\n\r\nC,plain\r\n'));
    expect(table.records).toEqual([
      { row: 2, cells: ["A, B", 'Says "hi"\r\nsecond line'] },
      { row: 4, cells: ["C", "plain"] },
    ]);
  });

  test("refuses what is not a CSV file, saying why", () => {
    expect(refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toContain("not a CSV file");
    expect(refusal(utf8('Name\n"unclosed\n'))).toContain("not valid CSV");
    expect(refusal(utf8("\n\nA\n"))).toContain("no header row");
    expect(refusal(utf8("Name,Name\nA,B\n"))).toContain('"Name" twice');
    expect(refusal(utf8("Name\n"))).toContain("no rows");
    expect(refusal(utf8(`Name\n${"A\n".repeat(5_001)}`))).toContain("5,001 rows; at most 5,000");
  });
});
