// Staff exports: each CSV download defined in @chamber/api (staffExports, which the OpenAPI
// document describes too) answered under /api, for admins only, as a dated attachment.
import { contextFactory, createCaller, errorBody, type ReadCache, staffExports } from "@chamber/api";
import { localDate } from "@chamber/core";
import type { Database } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { sendError } from "../http/errors.ts";
import { toCsv } from "./csv.ts";

export interface StaffExportsOptions {
  db: Database;
  cache: ReadCache;
  zone: string;
  now: () => Date;
}

export async function staffExportsPlugin(app: FastifyInstance, options: StaffExportsOptions) {
  const createContext = contextFactory({ db: options.db, cache: options.cache, now: options.now });

  for (const csv of staffExports) {
    // `/events/{id}/…` as Fastify spells a path parameter.
    app.get(`/api${csv.path.replace(/\{(\w+)\}/g, ":$1")}`, async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      try {
        const caller = createCaller(await createContext({ req: request }));
        const table = await csv.rows(caller, options.zone, request.query ?? {}, request.params ?? {});
        const body = Array.isArray(table) ? toCsv(csv.header(options.zone), table) : toCsv(table.header, table.rows);
        const filename = `${csv.filename}-${localDate(options.now(), options.zone)}.csv`;
        return reply
          .type("text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="${filename}"`)
          .send(body);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        // A bad filter: the REST door's 400, naming each field as a procedure's would.
        if (error.cause instanceof ZodError) {
          const issues = error.cause.issues.map(({ path, code, message }) => ({ path, code, message }));
          return reply.status(400).send(errorBody(400, "Input validation failed", undefined, issues));
        }
        return sendError(reply, getHTTPStatusCodeFromError(error), error.message);
      }
    });
  }
}
