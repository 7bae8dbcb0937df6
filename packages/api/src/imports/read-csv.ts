// Reads an uploaded CSV file (docs/decisions/030-business-import.md): its encoding (UTF-8, with or
// without a BOM, when its bytes are valid UTF-8; Windows-1252 otherwise, as spreadsheets on
// Windows save it), its delimiter (a comma, or a semicolon as spreadsheets in many locales write)
// and its records, parsed by csv-parse (quotes, doubled quotes, line breaks inside a quoted cell).
// Whatever is not a CSV file within the bounds is a 400 that says why.
import { MAX_IMPORT_ROWS } from "@chamber/core";
import { TRPCError } from "@trpc/server";
import { CsvError, parse } from "csv-parse/sync";
import iconv from "iconv-lite";

export interface CsvTable {
  encoding: "utf-8" | "windows-1252";
  delimiter: "," | ";";
  /** The header row's cells, trimmed. */
  columns: string[];
  /** Each record after the header, with its row number (the header is row 1, as a spreadsheet numbers it). */
  records: { row: number; cells: string[] }[];
}

const refused = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

function decode(bytes: Uint8Array): Pick<CsvTable, "encoding"> & { text: string } {
  try {
    // TextDecoder drops a leading BOM; `fatal` makes any invalid sequence throw.
    return { encoding: "utf-8", text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // A UTF-8 BOM before Windows-1252 text (a file converted by half) marks nothing: dropped.
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    return { encoding: "windows-1252", text: iconv.decode(Buffer.from(bytes.subarray(bom)), "win1252") };
  }
}

/** The header line's delimiter: whichever of `;` and `,` it holds more of, outside quotes. */
function delimiterOf(text: string): CsvTable["delimiter"] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const unquoted = firstLine.replace(/"[^"]*"/g, "");
  const count = (character: string) => unquoted.split(character).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

export function readCsv(bytes: Uint8Array): CsvTable {
  // A NUL never appears in text: this is a spreadsheet's own format, an image, an archive…
  if (bytes.includes(0))
    throw refused("This is not a CSV file: save the spreadsheet as CSV (comma or semicolon separated)");
  const { encoding, text } = decode(bytes);
  const delimiter = delimiterOf(text);
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) throw refused(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...rest] = rows;
  const columns = (header ?? []).map((cell) => cell.trim());
  if (columns.every((cell) => cell === ""))
    throw refused("The file has no header row: its first line must name the columns");
  const seen = new Set<string>();
  for (const column of columns) {
    if (column !== "" && seen.has(column)) throw refused(`The header names the column "${column}" twice`);
    seen.add(column);
  }
  const records = rest
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (records.length > MAX_IMPORT_ROWS)
    throw refused(
      `The file has ${records.length.toLocaleString("en-US")} rows; at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} can be imported at once: split it`,
    );
  if (records.length === 0) throw refused("The file has a header but no rows");
  return { encoding, delimiter, columns, records };
}
