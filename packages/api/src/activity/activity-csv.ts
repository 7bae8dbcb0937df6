// The activity log as a spreadsheet (GET /api/activity.csv): the list's filters, every matching
// entry (newest first, up to a bound a spreadsheet still opens), one row per change with its fields
// old → new written out readably. Read through the list procedure, so the same role check applies.
import { localDateTime } from "@chamber/core";
import { ACTIVITY_ENTITY_LABELS, type ActivityEntity, activityFilters } from "@chamber/core/schemas";
import type { CsvCell, StaffExport } from "../contract/staff-exports.ts";

/** Past this many rows the file stops: narrow the dates to read older ones. */
const ACTIVITY_CSV_MAX_ROWS = 50_000;

/** A recorded value as text: compact JSON, ∅ for none. */
function changeValue(value: unknown): string {
  // Strings keep their quotes, so an emptied field ("") reads apart from a missing one (∅).
  return value === null || value === undefined ? "∅" : JSON.stringify(value);
}

/** `field: old → new`, one line per changed field. */
function changeLines(changes: Record<string, [unknown, unknown]>): string {
  return Object.entries(changes)
    .map(([field, [before, after]]) => `${field}: ${changeValue(before)} → ${changeValue(after)}`)
    .join("\n");
}

export const activityExport: StaffExport = {
  path: "/activity.csv",
  procedure: "activity.list",
  filename: "activity",
  summary: "The activity log as CSV",
  query: activityFilters,
  header: (zone) => ["Id", `When (${zone})`, "Who", "Kind", "Role", "Action", "Entity", "Entity id", "Changes"],
  rows: async (caller, zone, query) => {
    const rows: CsvCell[][] = [];
    let cursor: number | undefined;
    do {
      const page = await caller.activity.list({ ...(query as object), cursor, limit: 100 });
      for (const entry of page.items) {
        rows.push([
          entry.id,
          localDateTime(new Date(entry.at), zone),
          entry.actor.name,
          entry.actor.kind,
          entry.actor.role ?? "",
          entry.action,
          ACTIVITY_ENTITY_LABELS[entry.entity as ActivityEntity] ?? entry.entity,
          entry.entityId,
          changeLines(entry.changes),
        ]);
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined && rows.length < ACTIVITY_CSV_MAX_ROWS);
    return rows;
  },
  example:
    'Id,When (America/Los_Angeles),Who,Kind,Role,Action,Entity,Entity id,Changes\r\n12,2026-06-15 05:00,Ana Reyes,staff,editor,update,Business,4,"name: ""Oak Café"" → ""Oak Café & Bakery"""\r\n',
};
