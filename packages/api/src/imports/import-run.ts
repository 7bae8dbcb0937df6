// One import: read the file, check its rows, match them to businesses, and apply them unless it is a dry run.
import type { BusinessImportInput, BusinessImportAnswer } from "@chamber/core/schemas";
import type { Context } from "../context.ts";

export async function runBusinessImport(_ctx: Context, _input: BusinessImportInput): Promise<BusinessImportAnswer> {
  throw new Error("not yet");
}
