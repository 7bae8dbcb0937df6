// An .ics file sent as multipart/form-data to POST /api/imports/events with the tab's token: the
// one import call outside tRPC, which carries JSON only (a feed's address goes through tRPC).
import { type CalendarImportAnswer, MAX_CALENDAR_BYTES } from "@chamber/core/schemas";
import { authToken } from "#web/lib/auth-token.ts";

export async function sendCalendar(file: File): Promise<CalendarImportAnswer> {
  // The server refuses it too; saying so here spares uploading it for nothing.
  if (file.size > MAX_CALENDAR_BYTES) throw new Error("The file is larger than 5 MB");
  await authToken.ensureFresh();
  const token = authToken.get();
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/imports/events", {
      method: "POST",
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error("The file could not be sent: check the connection and try again");
  }
  const answer = (await response.json().catch(() => null)) as
    | (CalendarImportAnswer & { message?: string; issues?: { message: string }[] })
    | null;
  if (!response.ok) throw new Error(answer?.issues?.[0]?.message ?? answer?.message ?? `Refused (${response.status})`);
  return answer as CalendarImportAnswer;
}
