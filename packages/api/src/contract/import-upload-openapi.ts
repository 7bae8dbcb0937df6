// POST /imports/businesses in the OpenAPI document: a CSV file sent as multipart/form-data, which
// no tRPC procedure can read; apps/server/src/imports/import-routes.ts reads it and calls
// `businessImport.run` (docs/decisions/030-business-import.md).
import { IMPORT_UNDO_HOURS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type StaffRole } from "@chamber/core";
import { businessImportResult, subscriberImportResult } from "@chamber/core/schemas";
import type { ZodOpenApiPathsObject } from "zod-openapi";

/** Imports write many listings at once: an editor's work, as a business's create is. */
export const IMPORT_ROLE: StaffRole = "editor";

const errorRef = (code: string) => ({
  "application/json": { schema: { $ref: `#/components/schemas/error.${code}` } },
});

const json = { type: "string", description: "JSON" } as const;

export const importUploadPaths: ZodOpenApiPathsObject = {
  "/imports/businesses": {
    post: {
      operationId: "imports-businesses",
      summary: "Import businesses from a CSV file",
      description: `A CSV file with a header row (UTF-8, with or without BOM, or Windows-1252; comma or semicolon), at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows. Its columns fill our fields as \`mapping\` says (our field → the file's header), else as guessed from the headers (ours, GrowthZone/ChamberMaster's and the WordPress Business Directory Plugin's); the answer names the mapping used. Each row is checked as the admin's form checks a business, and matched to an existing business by its website's domain, its e-mail or its exact name (in that order; \`matchedBy\` says which): a match is updated with the file's non-empty values, any other row creates a business. A category we do not keep refuses its row until \`categoryMap\` maps it to one of ours (\`unknownCategories\` lists them, \`categories\` ours).

\`dryRun=true\` (the default) changes nothing and answers 200 with every row's action. \`dryRun=false\` applies every row in one transaction and answers 201 with the import's \`importId\`, which POST /imports/{importId}/undo puts back as a whole within ${IMPORT_UNDO_HOURS} hours; while any row is refused and not named in \`skipRows\`, it changes nothing and answers 400 (code \`IMPORT_REFUSED\`). \`inviteMembers=true\` invites each created business's e-mail as its member (mailed a sign-in link).`,
      tags: ["imports"],
      security: [{ Authorization: [] }],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: {
                file: { type: "string", format: "binary", description: "The CSV file" },
                mapping: {
                  ...json,
                  description: 'Our field → the file\'s header, as JSON: `{"name":"Member Name","website":"Web Site"}`',
                },
                categoryMap: {
                  ...json,
                  description: 'The file\'s category → ours, as JSON: `{"Eateries":"Restaurants"}`',
                },
                skipRows: { ...json, description: "Rows to leave out (numbered as `row`), as JSON: `[12, 40]`" },
                dryRun: { type: "string", enum: ["true", "false"], default: "true" },
                inviteMembers: { type: "string", enum: ["true", "false"], default: "false" },
              },
              required: ["file"],
            },
          },
        },
      },
      responses: {
        "200": {
          description: "A dry run: what each row would do",
          content: { "application/json": { schema: businessImportResult } },
        },
        "201": {
          description: "Applied",
          content: { "application/json": { schema: businessImportResult } },
        },
        "400": {
          description:
            "No file, not a CSV file (no header, undecodable), more rows than allowed, bad options, or (code `IMPORT_REFUSED`) an apply while rows are refused",
          content: errorRef("BAD_REQUEST"),
        },
        "401": { description: "Missing or invalid credentials", content: errorRef("UNAUTHORIZED") },
        "413": {
          description: `Larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
          content: errorRef("PAYLOAD_TOO_LARGE"),
        },
        "415": { description: "Not multipart/form-data", content: errorRef("UNSUPPORTED_MEDIA_TYPE") },
      },
    },
  },
  "/newsletter-subscriptions/import": {
    post: {
      operationId: "newsletter-subscriptions-import",
      summary: "Import newsletter subscribers from a CSV file",
      description: `A CSV file with a header row naming an \`email\` column and, optionally, a \`lists\` column (news, events, members, separated by spaces or commas; empty: news and events), read as the business import reads one (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows). Each row is checked as the sign-up form checks it (members-only is for a member account's address; an address twice is refused the second time).

\`consented=true\` is staff's word that these people already agreed to receive the newsletter: they are confirmed at once and mailed nothing. Otherwise each new or pending address is mailed a link to confirm. An address already confirmed is left as it is, and one that unsubscribed or bounced is never subscribed again by an import. \`dryRun=true\` (the default) changes nothing and answers 200 with every row's action; \`dryRun=false\` applies the rows not refused, in one transaction, and answers 201.`,
      tags: ["newsletter"],
      security: [{ Authorization: [] }],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: {
                file: { type: "string", format: "binary", description: "The CSV file" },
                consented: { type: "string", enum: ["true", "false"], default: "false" },
                dryRun: { type: "string", enum: ["true", "false"], default: "true" },
              },
              required: ["file"],
            },
          },
        },
      },
      responses: {
        "200": {
          description: "A dry run: what each row would do",
          content: { "application/json": { schema: subscriberImportResult } },
        },
        "201": { description: "Applied", content: { "application/json": { schema: subscriberImportResult } } },
        "400": {
          description: "No file, not a CSV file, no email column, or bad options",
          content: errorRef("BAD_REQUEST"),
        },
        "401": { description: "Missing or invalid credentials", content: errorRef("UNAUTHORIZED") },
        "413": {
          description: `Larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
          content: errorRef("PAYLOAD_TOO_LARGE"),
        },
        "415": { description: "Not multipart/form-data", content: errorRef("UNSUPPORTED_MEDIA_TYPE") },
      },
    },
  },
};
