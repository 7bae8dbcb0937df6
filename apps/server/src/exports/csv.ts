// CSV for spreadsheets (RFC 4180): CRLF rows, quoting where needed, a UTF-8 byte order mark so
// Excel reads accents, and a guard against formula injection (OWASP "CSV injection"): a cell
// that a spreadsheet would evaluate gets a leading apostrophe.

export type CsvValue = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: neutralised if it could start a formula, quoted if it holds , " CR or LF. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_BOM = "\uFEFF";

export function toCsv(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
