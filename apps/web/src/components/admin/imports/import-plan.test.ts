import type { ImportRow } from "@chamber/core/schemas";
import { describe, expect, it } from "vitest";
import {
  applyBlocker,
  assignColumn,
  outcomeCounts,
  rowOutcome,
  targetChoices,
  targetOf,
  visibleRows,
} from "./import-plan.ts";

const created: ImportRow = { row: 2, action: "create", name: "Harbor Light Bakery" };
const updated: ImportRow = { row: 3, action: "update", name: "Ojai Books", businessId: 7, matchedBy: "website" };
const refused: ImportRow = {
  row: 4,
  action: "skip",
  name: "Cheese Cave",
  errors: [{ field: "category", message: '"Artisan Cheese" is not one of our categories: map it to one' }],
};
const skippedMatch: ImportRow = {
  row: 5,
  action: "skip",
  name: "Ojai Tea",
  skipped: true,
  businessId: 9,
  matchedBy: "name",
};
const rows = [created, updated, refused, skippedMatch];

describe("rowOutcome", () => {
  it("says what the dry run said of a row left in", () => {
    expect(rows.map((row) => rowOutcome(row, new Set()))).toEqual(["create", "update", "refused", "update"]);
  });

  it("counts a skipped row as skipped, refused or not", () => {
    const skip = new Set([2, 4]);
    expect(rowOutcome(created, skip)).toBe("skipped");
    expect(rowOutcome(refused, skip)).toBe("skipped");
  });
});

describe("outcomeCounts and applyBlocker", () => {
  it("offers Apply once every refused row is skipped", () => {
    const before = outcomeCounts(rows, new Set([5]));
    expect(before).toEqual({ create: 1, update: 1, refused: 1, skipped: 1 });
    expect(applyBlocker(before, true)).toBe("1 row is refused: fix the mapping or skip it.");
    expect(applyBlocker(outcomeCounts(rows, new Set([4, 5])), true)).toBeNull();
  });

  it("asks for a new check when the choices changed, and refuses an empty import", () => {
    const counts = outcomeCounts(rows, new Set([4]));
    expect(applyBlocker(counts, false)).toMatch(/check the file again/);
    expect(applyBlocker(outcomeCounts(rows, new Set([2, 3, 4, 5])), true)).toMatch(/Nothing to import/);
  });
});

describe("visibleRows", () => {
  it("puts the refused rows first, and keeps a skipped one in place", () => {
    expect(visibleRows(rows, new Set(), "all").map((row) => row.row)).toEqual([4, 2, 3, 5]);
    expect(visibleRows(rows, new Set([4]), "all").map((row) => row.row)).toEqual([4, 2, 3, 5]);
    expect(visibleRows(rows, new Set([4]), "skipped").map((row) => row.row)).toEqual([4]);
    expect(visibleRows(rows, new Set(), "refused").map((row) => row.row)).toEqual([4]);
  });
});

describe("the mapping, column by column", () => {
  const mapping = { name: "Business Name", category: "Type", website: "Web" };

  it("moves a field to the column chosen for it, leaving the other column unimported", () => {
    const next = assignColumn(mapping, "Industry", "category");
    expect(next).toEqual({ name: "Business Name", category: "Industry", website: "Web" });
    expect(targetOf(next, "Type")).toBeNull();
  });

  it("takes a column's field away when it is not imported, and gives a column one field", () => {
    expect(assignColumn(mapping, "Type", null)).toEqual({ name: "Business Name", website: "Web" });
    expect(assignColumn(mapping, "Web", "email")).toEqual({ name: "Business Name", category: "Type", email: "Web" });
  });

  it("says which column fills a field now", () => {
    const choices = targetChoices(mapping, "Industry");
    expect(choices[0]).toEqual({ value: "", label: "Not imported" });
    expect(choices.find((choice) => choice.value === "category")?.label).toBe("Category (now “Type”)");
    expect(targetChoices(mapping, "Type").find((choice) => choice.value === "category")?.label).toBe("Category");
  });
});
