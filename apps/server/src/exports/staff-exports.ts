// Staff exports: the newsletter subscribers and the contact messages as CSV downloads, for admins
// only. The rows come through the API's own procedures (same admin check, same order), so the
// download always matches what the Messages tab shows.
import { contextFactory, createCaller, type ReadCache } from "@chamber/api";
import type { Database } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type CsvValue, toCsv } from "./csv.ts";
import { localDate, localDateTime } from "./local-date.ts";

export interface StaffExportsOptions {
  db: Database;
  cache: ReadCache;
  zone: string;
  now: () => Date;
}

type Caller = ReturnType<typeof createCaller>;

interface CsvExport {
  path: string;
  filename: string;
  header: (zone: string) => string[];
  rows: (caller: Caller, zone: string) => Promise<CsvValue[][]>;
}

export const csvExports: CsvExport[] = [
  {
    path: "/api/newsletter-subscriptions.csv",
    filename: "newsletter-subscriptions",
    header: (zone) => ["Id", "Email", "Active", `Subscribed (${zone})`],
    rows: async (caller, zone) =>
      (await caller.newsletter.list({})).map((row) => [
        row.id,
        row.email,
        row.isActive ? "yes" : "no",
        localDateTime(new Date(row.createdAt), zone),
      ]),
  },
  {
    path: "/api/contact-messages.csv",
    filename: "contact-messages",
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
  },
];

export async function staffExportRoutes(app: FastifyInstance, options: StaffExportsOptions) {
  const createContext = contextFactory({ db: options.db, cache: options.cache, now: options.now });

  for (const csv of csvExports) {
    app.get(csv.path, async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header("Cache-Control", "private, no-store");
      try {
        const caller = createCaller(await createContext({ req: request }));
        const body = toCsv(csv.header(options.zone), await csv.rows(caller, options.zone));
        const filename = `${csv.filename}-${localDate(options.now(), options.zone)}.csv`;
        return reply
          .type("text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="${filename}"`)
          .send(body);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        return reply.status(getHTTPStatusCodeFromError(error)).send({ message: error.message, code: error.code });
      }
    });
  }
}
