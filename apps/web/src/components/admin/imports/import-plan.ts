// What the import screen makes of a dry run's answer while staff work on it: each row's outcome
// with the rows they chose to skip (skipping needs no new dry run: the server already said what
// each row would do), the counts, why Apply is not offered yet, and the mapping edited column by
// column (the API's mapping is field → column; the screen shows column → field).
import {
  type ImportMapping,
  type ImportTarget,
  importTargetLabels,
  importTargets,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from "@chamber/core";
import type { ImportMatchRule, ImportRow } from "@chamber/core/schemas";

export type RowOutcome = "create" | "update" | "refused" | "skipped";

/** A row's outcome if applied with `skip`: a row skipped at the dry run knows what it would do from its match. */
export function rowOutcome(row: ImportRow, skip: ReadonlySet<number>): RowOutcome {
  if (skip.has(row.row)) return "skipped";
  if (row.errors && row.errors.length > 0) return "refused";
  if (row.action === "update" || (row.action === "skip" && row.matchedBy)) return "update";
  return "create";
}

export type OutcomeCounts = Record<RowOutcome, number>;

export function outcomeCounts(rows: readonly ImportRow[], skip: ReadonlySet<number>): OutcomeCounts {
  const counts: OutcomeCounts = { create: 0, update: 0, refused: 0, skipped: 0 };
  for (const row of rows) counts[rowOutcome(row, skip)] += 1;
  return counts;
}

export type RowFilter = "all" | RowOutcome;

/**
 * The rows a filter shows: refused at the dry run first (what needs a decision), then the rest, each
 * in file order. Ordered by the dry run, not by the skips, so a row stays put when it is skipped.
 */
export function visibleRows(rows: readonly ImportRow[], skip: ReadonlySet<number>, filter: RowFilter): ImportRow[] {
  const shown = filter === "all" ? [...rows] : rows.filter((row) => rowOutcome(row, skip) === filter);
  const refusedFirst = (row: ImportRow) => (row.errors && row.errors.length > 0 ? 0 : 1);
  return shown.sort((a, b) => refusedFirst(a) - refusedFirst(b) || a.row - b.row);
}

export const matchRuleText: Record<ImportMatchRule, string> = {
  website: "same website domain",
  email: "same e-mail",
  name: "same name",
};

/** Why Apply is not offered, or null when it is. */
export function applyBlocker(counts: OutcomeCounts, checked: boolean): string | null {
  if (!checked) return "The mapping has changed: check the file again before applying.";
  if (counts.refused > 0)
    return `${counts.refused === 1 ? "1 row is" : `${counts.refused} rows are`} refused: fix the mapping or skip ${counts.refused === 1 ? "it" : "them"}.`;
  if (counts.create + counts.update === 0) return "Nothing to import: every row is skipped.";
  return null;
}

/** The field `column` fills, if any. */
export const targetOf = (mapping: ImportMapping, column: string): ImportTarget | null =>
  importTargets.find((target) => mapping[target] === column) ?? null;

/** `mapping` with `column` filling `target` (taken from the column that filled it) or nothing. */
export function assignColumn(mapping: ImportMapping, column: string, target: ImportTarget | null): ImportMapping {
  const next: ImportMapping = {};
  for (const field of importTargets) {
    const header = mapping[field];
    if (header !== undefined && header !== column && field !== target) next[field] = header;
  }
  if (target) next[target] = column;
  return next;
}

/** The choices of a column's select: not imported, then every field (with the column that fills it now). */
export function targetChoices(mapping: ImportMapping, column: string) {
  return [
    { value: "", label: "Not imported" },
    ...importTargets.map((target) => {
      const from = mapping[target];
      const taken = from !== undefined && from !== column;
      return {
        value: target,
        label: taken ? `${importTargetLabels[target]} (now “${from}”)` : importTargetLabels[target],
      };
    }),
  ];
}

/** "12 rows" / "1 row". */
export const rowsText = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "row" : "rows"}`;

/** The file's limits as the screen says them. */
export const IMPORT_LIMITS_TEXT = `A CSV file with a header row: UTF-8 or Windows-1252, comma- or semicolon-separated, up to ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows and ${MAX_IMPORT_BYTES / 1024 / 1024}\u00a0MB.`;
