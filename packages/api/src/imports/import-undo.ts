// Undoing an applied import as a whole, within 24 hours.
import type { BusinessImportUndoResult } from "@chamber/core/schemas";
import type { Context } from "../context.ts";

export async function undoBusinessImport(_ctx: Context, _importId: number): Promise<BusinessImportUndoResult> {
  throw new Error("not yet");
}
