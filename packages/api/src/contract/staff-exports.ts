// The staff's spreadsheet downloads, defined once: the server answers each path with a CSV file
// (apps/server exports/), and the OpenAPI document describes the same paths (openapi.ts). The rows
// come through the routers' own procedures (same admin check, same order), so a download always
// matches what the Messages tab shows.
import { localDateTime } from "@chamber/core";
import type { z } from "zod";
import { activityExport } from "../activity/activity-csv.ts";
import { registrationsExport } from "../registrations/registration-csv.ts";
import type { createCaller } from "../root.ts";

type Caller = ReturnType<typeof createCaller>;

export type CsvCell = string | number;

export interface StaffExport {
  /** The path under /api. */
  path: string;
  /** The procedure its rows come from, whose role the download needs (contract/role-openapi.ts). */
  procedure: string;
  /** The file's name before its date: `<filename>-YYYY-MM-DD.csv`. */
  filename: string;
  summary: string;
  /** The query parameters it filters by (a 400 names a bad one); none when absent. */
  query?: z.ZodObject;
  /** The path's parameters (`{id}`), which the procedure read validates (a 404 for none); none when absent. */
  params?: z.ZodObject;
  header: (zone: string) => string[];
  /**
   * The rows; `query` and `params` are the request's, which the procedure read validates. With
   * columns that depend on the rows (an event's own questions), the header comes along.
   */
  rows: (
    caller: Caller,
    zone: string,
    query: unknown,
    params: unknown,
  ) => Promise<CsvCell[][] | { header: string[]; rows: CsvCell[][] }>;
  /** A small file as the API reference shows it. */
  example: string;
}

export const staffExports: StaffExport[] = [
  {
    path: "/newsletter-subscriptions.csv",
    procedure: "newsletter.list",
    filename: "newsletter-subscriptions",
    summary: "Newsletter subscriptions as CSV",
    header: (zone) => ["Id", "Email", "Active", `Subscribed (${zone})`, "Status", "Lists"],
    rows: async (caller, zone) =>
      (await caller.newsletter.list({})).map((row) => [
        row.id,
        row.email,
        row.isActive ? "yes" : "no",
        localDateTime(new Date(row.createdAt), zone),
        row.status,
        row.lists.join(" "),
      ]),
    example:
      "Id,Email,Active,Subscribed (America/Los_Angeles),Status,Lists\r\n2,ana@example.com,yes,2026-06-15 05:00,confirmed,news events\r\n",
  },
  {
    path: "/contact-messages.csv",
    procedure: "contact.list",
    filename: "contact-messages",
    summary: "Contact messages as CSV",
    header: (zone) => ["Id", `Received (${zone})`, "First name", "Last name", "Email", "Subject", "Message"],
    rows: async (caller, zone) =>
      (await caller.contact.list({})).map((row) => [
        row.id,
        localDateTime(new Date(row.createdAt), zone),
        row.firstName,
        row.lastName,
        row.email,
        row.subject,
        row.message,
      ]),
    example:
      'Id,Received (America/Los_Angeles),First name,Last name,Email,Subject,Message\r\n7,2026-06-15 05:00,Ana,Reyes,ana@example.com,Membership Information,"Hello, I run a bakery."\r\n',
  },
  activityExport,
  registrationsExport,
];
