// An event's registrations as a spreadsheet (GET /api/events/{id}/registrations.csv): the staff's
// list in its order (confirmed, the waitlist, the cancelled), a column per question of the event's
// own, read through the list procedure so the same role check applies.
import { localDateTime } from "@chamber/core";
import { idParam } from "@chamber/core/schemas";
import type { CsvCell, StaffExport } from "../contract/staff-exports.ts";

const when = (value: string | null, zone: string) => (value ? localDateTime(new Date(value), zone) : "");
const answerText = (value: string | boolean | undefined) =>
  value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : value;

const columns = (zone: string) => ["Name", "Email", "Places", "Status", `Checked in (${zone})`];

export const registrationsExport: StaffExport = {
  path: "/events/{id}/registrations.csv",
  procedure: "registration.list",
  filename: "registrations",
  summary: "An event's registrations as CSV",
  params: idParam,
  header: (zone) => [...columns(zone), `Registered (${zone})`],
  rows: async (caller, zone, _query, params) => {
    const list = await caller.registration.list(params as { id: number });
    const questions = list.settings?.questions ?? [];
    const rows: CsvCell[][] = list.registrations.map((row) => [
      row.name,
      row.email,
      row.places,
      row.status,
      when(row.checkedInAt, zone),
      ...questions.map((question) => answerText(row.answers[question.id])),
      when(row.createdAt, zone),
    ]);
    return { header: [...columns(zone), ...questions.map((question) => question.label), `Registered (${zone})`], rows };
  },
  example:
    "Name,Email,Places,Status,Checked in (America/Los_Angeles),Meal,Registered (America/Los_Angeles)\r\nAna Reyes,ana@example.com,2,confirmed,2026-06-20 18:05,Fish,2026-06-15 05:00\r\n",
};
