// An .ics file sent as multipart/form-data to POST /api/imports/events with the tab's token: the
// one import call outside tRPC, which carries JSON only (a feed's address goes through tRPC).
import { type CalendarImportAnswer, MAX_CALENDAR_BYTES } from "@chamber/core/schemas";
import { sendForm } from "#web/lib/admin/send-import.ts";

export async function sendCalendar(file: File): Promise<CalendarImportAnswer> {
  // The server refuses it too; saying so here spares uploading it for nothing.
  if (file.size > MAX_CALENDAR_BYTES) throw new Error("The file is larger than 5 MB");
  const body = new FormData();
  body.append("file", file);
  return sendForm<CalendarImportAnswer>("/api/imports/events", body);
}
