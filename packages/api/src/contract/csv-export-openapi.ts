// The staff's CSV downloads in the OpenAPI document: Fastify answers them (apps/server exports/),
// not a procedure, so their paths are described here from the same list (staff-exports.ts); the
// role each needs, and its 403, are added with every operation's (role-openapi.ts).
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import { type StaffExport, staffExports } from "./staff-exports.ts";

const unauthorized = { $ref: "#/components/schemas/error.UNAUTHORIZED" };

const notFound = { $ref: "#/components/schemas/error.NOT_FOUND" };

function csvExport({ summary, filename, example, query, params }: StaffExport): ZodOpenApiOperationObject {
  return {
    ...(query || params ? { requestParams: { ...(query ? { query } : {}), ...(params ? { path: params } : {}) } } : {}),
    operationId: `${filename}-csv`,
    summary,
    description: `A UTF-8 CSV file (RFC 4180, with a byte order mark so spreadsheets read accents), dated in the site's time zone and named \`${filename}-YYYY-MM-DD.csv\`. A cell that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe.`,
    tags: ["exports"],
    security: [{ Authorization: [] }],
    responses: {
      "200": {
        description: "The CSV file, as an attachment",
        headers: {
          "Content-Disposition": {
            description: `attachment; filename="${filename}-2026-06-15.csv"`,
            schema: { type: "string" },
          },
        },
        content: { "text/csv": { schema: { type: "string" }, example } },
      },
      "400": {
        description: query
          ? "A filter is invalid (`issues` names it), or the URL or a header holds characters the server refuses"
          : "The URL or a header holds characters the server refuses (NUL, non-Latin-1 header text)",
        content: { "application/json": { schema: { $ref: "#/components/schemas/error.BAD_REQUEST" } } },
      },
      "401": {
        description: "Missing or invalid credentials",
        content: { "application/json": { schema: unauthorized } },
      },
      ...(params ? { "404": { description: "Not found", content: { "application/json": { schema: notFound } } } } : {}),
    },
  };
}

export const csvPaths: ZodOpenApiPathsObject = Object.fromEntries(
  staffExports.map((staffExport) => [staffExport.path, { get: csvExport(staffExport) }]),
);
