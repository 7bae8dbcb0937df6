// POST /imports/events in the OpenAPI document: one path taking a calendar file (multipart) or a
// feed's address (JSON), which no tRPC procedure can (apps/server/src/imports/ answers it by
// calling calendarImport.fromFile or fromUrl).

import type { StaffRole } from "@chamber/core";
import { calendarImportAnswer, calendarUrlImport, MAX_CALENDAR_BYTES } from "@chamber/core/schemas";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { errorRef } from "./image-upload-openapi.ts";

export const CALENDAR_IMPORT_ROLE: StaffRole = "editor";

export const calendarImportPaths: ZodOpenApiPathsObject = {
  "/imports/events": {
    post: {
      operationId: "imports-events",
      summary: "Import events from iCalendar",
      description: `Either an \`.ics\` file (multipart/form-data, field \`file\`, at most ${MAX_CALENDAR_BYTES / 1024 / 1024} MB) or the https address of a calendar feed (JSON \`{ url, subscribe }\`; the feed must answer whole within 10 seconds and 5 MB, from a public address). Each VEVENT becomes an event; one with an RRULE a series (EXDATEs skipped), one with a RECURRENCE-ID a change to that occurrence (STATUS:CANCELLED cancels it). Times keep their zone (TZID, UTC or whole days); SUMMARY, DESCRIPTION, LOCATION, URL and STATUS become the title, description, location, website and status; the category is the first of CATEGORIES that is one of ours, else Community. A UID imported before is updated when its content changed and left untouched when not, so importing the same calendar again is safe. What cannot be made a valid event is listed in \`refused\` with its UID; the rest is imported. With \`subscribe\`, the address is kept and read again every hour (GET /calendar-subscriptions).`,
      tags: ["imports"],
      security: [{ Authorization: [] }],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: { file: { type: "string", format: "binary", description: "The .ics file" } },
              required: ["file"],
            },
          },
          "application/json": {
            schema: calendarUrlImport,
            example: { url: "https://calendar.example.org/events.ics", subscribe: true },
          },
        },
      },
      responses: {
        "200": {
          description: "Imported: the counts, and each VEVENT refused with why",
          content: { "application/json": { schema: calendarImportAnswer } },
        },
        "400": {
          description:
            "Not an iCalendar file, no file in the field `file`, or (`issues` naming `url`) an address that is not https, resolves to a private address, answers an error, is larger than 5 MB or slower than 10 seconds",
          content: errorRef("BAD_REQUEST"),
        },
        "401": { description: "Missing or invalid credentials", content: errorRef("UNAUTHORIZED") },
        "413": { description: "A file larger than 5 MB", content: errorRef("PAYLOAD_TOO_LARGE") },
        "415": { description: "Neither multipart/form-data nor JSON", content: errorRef("UNSUPPORTED_MEDIA_TYPE") },
      },
    },
  },
};
