// Importing businesses from a CSV file (docs/product.md "Import", docs/decisions/030-business-import.md):
// the options sent beside the file, the row-by-row answer of a dry run or an apply, and the
// imports staff may undo. The file itself travels as multipart (POST /imports/businesses), read
// and checked by packages/api/src/imports/.
import { z } from "zod";
import { id, isoInstant } from "../fields/fields.ts";
import { importTargets } from "./import-mapping.ts";

const header = z.string().trim().min(1).max(200);

/** Our field → the file's column header. Omitted: guessed from the headers (guessImportMapping). */
export const importMapping = z
  .partialRecord(z.enum(importTargets, { error: `A field must be one of ${importTargets.join(", ")}` }), header)
  .meta({
    description: `Our field → the file's column header, as written in its first line. Fields: ${importTargets.join(", ")}.`,
  });

/** A category the file names that we do not keep → one of ours (its name or slug). */
export const importCategoryMap = z
  .record(z.string().trim().min(1).max(200), z.string().trim().min(1).max(100))
  .meta({ description: "The file's category → one of ours (name or slug, GET /categories?kind=business)." });

/** What is sent beside the file, as the procedure reads it. */
export const businessImportOptions = z.object({
  mapping: importMapping.optional(),
  categoryMap: importCategoryMap.default({}),
  skipRows: z.array(z.number().int().min(2).max(1_000_000)).max(5_000).default([]).meta({
    description: "Rows (as `row` numbers them) to leave out; a refused row must be fixed or skipped before an apply.",
  }),
  dryRun: z.boolean().default(true),
  inviteMembers: z.boolean().default(false).meta({
    description: "true: each created business's e-mail is invited as a member of it (a mail with a sign-in link).",
  }),
});
export type BusinessImportOptions = z.input<typeof businessImportOptions>;

/** A multipart text field holding JSON, or absent. */
const jsonField = <T extends z.ZodType>(schema: T, what: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: `${what} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

/** A multipart text field holding true or false, or absent. */
export const booleanField = (name: string) =>
  z
    .enum(["true", "false"], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true"));

/** The multipart form's text fields (POST /imports/businesses) as the options. */
export const businessImportForm = z
  .object({
    mapping: jsonField(importMapping, "mapping"),
    categoryMap: jsonField(importCategoryMap, "categoryMap"),
    skipRows: jsonField(z.array(z.number().int()), "skipRows"),
    dryRun: booleanField("dryRun"),
    inviteMembers: booleanField("inviteMembers"),
  })
  // A field not sent takes the option's default.
  .transform(
    (fields) =>
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as BusinessImportOptions,
  )
  .pipe(businessImportOptions);

/** The procedure's input: the file as read off the multipart body, and the options. */
export const businessImportInput = businessImportOptions.extend({
  fileName: z.string().trim().max(255).default("import.csv"),
  file: z.instanceof(Uint8Array, { error: "Send the file as bytes" }),
});
export type BusinessImportInput = z.input<typeof businessImportInput>;

export const importRowError = z.object({
  field: z.string().meta({ description: "Our field (`name`, `website`…), or `row` for the row as a whole." }),
  message: z.string(),
});
export type ImportRowError = z.output<typeof importRowError>;

export const importMatchRules = ["website", "email", "name"] as const;
export type ImportMatchRule = (typeof importMatchRules)[number];

export const importRow = z.object({
  row: z
    .number()
    .int()
    .meta({ description: "The row's number in the file, the header being row 1 (as a spreadsheet numbers it)." }),
  action: z.enum(["create", "update", "skip"]),
  name: z.string().meta({ description: "The business's name as the row gives it (may be empty)." }),
  businessId: z.number().int().optional().meta({ description: "The business updated, or (applied) created." }),
  matchedBy: z
    .enum(importMatchRules)
    .optional()
    .meta({ description: "How an update found its business: the website's domain, the e-mail, or the exact name." }),
  skipped: z.literal(true).optional().meta({ description: "Left out because `skipRows` names it." }),
  errors: z.array(importRowError).optional().meta({ description: "Why the row is refused." }),
});
export type ImportRow = z.output<typeof importRow>;

export const businessImportResult = z
  .object({
    importId: z.number().int().nullable().meta({ description: "The applied import (for undo); null for a dry run." }),
    dryRun: z.boolean(),
    fileName: z.string(),
    encoding: z.enum(["utf-8", "windows-1252"]),
    delimiter: z.enum([",", ";"]),
    columns: z.array(z.string()).meta({ description: "The file's column headers, in order." }),
    mapping: importMapping.meta({ description: "The mapping used: our field → the file's column." }),
    rows: z.array(importRow),
    created: z.number().int(),
    updated: z.number().int(),
    refused: z
      .number()
      .int()
      .meta({ description: "Rows refused and not skipped: an apply changes nothing while any is left." }),
    skipped: z.number().int(),
    invited: z.number().int().meta({ description: "Members invited (inviteMembers)." }),
    unknownCategories: z.array(z.object({ name: z.string(), rows: z.number().int() })).meta({
      description:
        "The file's categories we do not keep (and `categoryMap` does not map), with how many rows name each.",
    }),
    categories: z.array(z.string()).meta({ description: "Our business categories, to map the unknown ones to." }),
    undoUntil: isoInstant().nullable(),
  })
  .meta({ id: "BusinessImportResult" });
export type BusinessImportResult = z.output<typeof businessImportResult>;
/** What the procedure answers, before its dates are written out. */
export type BusinessImportAnswer = z.input<typeof businessImportResult>;

export const importIdParam = z.object({ importId: id() });

export const businessImportUndoResult = z.object({
  importId: z.number().int(),
  deleted: z.number().int().meta({ description: "Businesses the import created, deleted." }),
  restored: z.number().int().meta({ description: "Businesses the import updated, put back as they were." }),
  kept: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .meta({ description: "Businesses changed again since the import, left as they are now." }),
});
export type BusinessImportUndoResult = z.output<typeof businessImportUndoResult>;

export const businessImportSummary = z.object({
  id: z.number().int(),
  fileName: z.string(),
  actorName: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  createdAt: isoInstant(),
  undoUntil: isoInstant(),
  undoneAt: isoInstant().nullable(),
  canUndo: z.boolean().meta({ description: "Not undone, and within 24 hours of the import." }),
});
export type BusinessImportSummary = z.output<typeof businessImportSummary>;
