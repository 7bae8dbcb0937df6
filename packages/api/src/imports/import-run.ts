// One import (docs/decisions/030-business-import.md): read the file, map its columns, check every
// row and find the businesses it updates; a dry run answers there. An apply goes on only when no
// row is refused unless skipped — all or nothing — and writes everything in the procedure's one
// transaction (import-apply.ts).
import { guessImportMapping, type ImportMapping, type ImportTarget, importTargets } from "@chamber/core";
import type { BusinessImportAnswer, BusinessImportInput } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import type { Changes } from "../cache/changes.ts";
import { readCategories } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { CodedError } from "../contract/coded-error.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { applyImport } from "./import-apply.ts";
import { BusinessMatcher, RowsClaimed } from "./import-match.ts";
import { checkRow, existingSelect, type RowChecks, type RowPlan, type RowValues } from "./import-rows.ts";
import { readCsv } from "./read-csv.ts";

/** Each mapped field's column index; a mapping naming a column the file lacks is refused. */
function columnIndexes(columns: readonly string[], mapping: ImportMapping) {
  const indexes: Partial<Record<ImportTarget, number>> = {};
  for (const target of importTargets) {
    const header = mapping[target];
    if (header === undefined) continue;
    const index = columns.indexOf(header);
    if (index === -1) throw fieldRefusal("mapping", `The file has no column "${header}" (for ${target})`);
    indexes[target] = index;
  }
  return indexes;
}

function valuesOf(cells: readonly string[], indexes: Partial<Record<ImportTarget, number>>): RowValues {
  const values: RowValues = {};
  for (const [target, index] of Object.entries(indexes) as [ImportTarget, number][]) {
    const value = cells[index]?.trim();
    if (value) values[target] = value;
  }
  return values;
}

/** What an apply answers while rows are refused: the first few, and how many. */
function refusedError(refused: RowPlan[]) {
  const first = refused
    .slice(0, 3)
    .map((plan) => `row ${plan.row}: ${plan.errors?.[0]?.message ?? "refused"}`)
    .join("; ");
  const more = refused.length > 3 ? ` and ${refused.length - 3} more` : "";
  const message = `Nothing was imported: fix or skip the refused rows (${first}${more})`;
  return new TRPCError({ code: "BAD_REQUEST", message, cause: new CodedError("IMPORT_REFUSED", message) });
}

export async function runBusinessImport(
  ctx: Context & { changes: Changes },
  input: Required<Omit<BusinessImportInput, "mapping">> & Pick<BusinessImportInput, "mapping">,
): Promise<BusinessImportAnswer> {
  const table = readCsv(input.file);
  const mapping = input.mapping ?? guessImportMapping(table.columns);
  // A dry run answers anyway (every row refused for its name), so staff can pick the column on
  // screen instead of renaming a header in the file; an apply needs it.
  if (!mapping.name && !input.dryRun) throw fieldRefusal("mapping", "Say which column holds the businesses' names");
  const indexes = columnIndexes(table.columns, mapping);
  const [categories, businesses] = await Promise.all([
    readCategories(ctx.prisma, "business"),
    ctx.prisma.business.findMany({ select: existingSelect }),
  ]);
  const checks: RowChecks = {
    categories,
    categoryMap: input.categoryMap,
    matcher: new BusinessMatcher(businesses),
    claimed: new RowsClaimed(),
    unknownCategories: new Map(),
  };
  const skip = new Set(input.skipRows);
  const plans = table.records.map(({ row, cells }) => checkRow(row, valuesOf(cells, indexes), skip.has(row), checks));
  const refused = plans.filter((plan) => plan.errors && !plan.skipped);

  let applied: Awaited<ReturnType<typeof applyImport>> | null = null;
  if (!input.dryRun) {
    if (refused.length > 0) throw refusedError(refused);
    const existing = new Map(businesses.map((business) => [business.id, business]));
    applied = await applyImport(ctx, plans, existing, input);
    ctx.changes.add("businesses");
  }
  return {
    importId: applied?.importId ?? null,
    dryRun: input.dryRun,
    fileName: input.fileName,
    encoding: table.encoding,
    delimiter: table.delimiter,
    columns: table.columns,
    mapping,
    rows: plans.map(({ columns: _columns, invite: _invite, ...row }) => row),
    created: plans.filter((plan) => plan.action === "create").length,
    updated: plans.filter((plan) => plan.action === "update").length,
    refused: refused.length,
    skipped: plans.filter((plan) => plan.skipped).length,
    invited: applied?.invited ?? 0,
    unknownCategories: [...checks.unknownCategories].map(([name, rows]) => ({ name, rows })),
    categories: categories.map((category) => category.name),
    undoUntil: applied?.undoUntil ?? null,
  };
}
