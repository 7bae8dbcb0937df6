// A listing's reach, counted on the server (docs/architecture.md "Reach"): page views and directory
// impressions as pages are answered (page-reach.ts), clicks through the same-origin redirect
// GET /go/{businessId}/{website|phone|email|directions}, and the directory's cards a browser shows
// while paging without reloading (POST /go/impressions, which the page sends with sendBeacon). The
// counts wait in memory (ReachTally) and are written every few seconds and when the server closes.
import { clickCounter, clickTarget, type ReachTally, type ReadCache } from "@chamber/api";
import { isReachClickKind } from "@chamber/core";
import type { Database } from "@chamber/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { fromAnotherSite } from "../forms/form-posts.ts";
import { sendError } from "../http/errors.ts";
import { isCountedVisitor } from "./countable.ts";
import type { PageReach } from "./page-reach.ts";

/** A directory page shows 24 cards; a beacon naming more is not the site's own. */
const MAX_BEACON_IDS = 48;
const MAX_ID = 2_147_483_647;

export interface ReachOptions {
  db: Database;
  /** The read cache: a click's target is read once, then until the business changes. */
  cache: ReadCache;
  now: () => Date;
  tally: ReachTally;
  pages: PageReach;
}

const businessId = (text: string | undefined) => {
  const id = /^\d{1,10}$/.test(text ?? "") ? Number(text) : 0;
  return id > 0 && id <= MAX_ID ? id : null;
};

export const reachPlugin = fp(
  async (app: FastifyInstance, { db, cache, now, tally, pages }: ReachOptions) => {
    tally.start();
    app.addHook("onClose", () => tally.stop());

    app.addHook("onResponse", async (request, reply) => {
      if (request.kind !== "page" || !String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return;
      pages.answered({
        url: request.originalUrl,
        method: request.method,
        status: reply.statusCode,
        headers: request.headers,
      });
    });

    app.get<{ Params: { id: string; kind: string } }>("/go/:id/:kind", async (request, reply) => {
      reply.header("cache-control", "private, no-store").header("x-robots-tag", "noindex, nofollow");
      const id = businessId(request.params.id);
      const { kind } = request.params;
      const target =
        id !== null && isReachClickKind(kind) ? await clickTarget({ prisma: db.prisma, cache }, id, kind, now()) : null;
      if (id === null || target === null || !isReachClickKind(kind)) return sendError(reply, 404, "Not found");
      if (request.method === "GET" && isCountedVisitor(request.headers))
        tally.count({ businessId: id }, clickCounter[kind]);
      return reply.redirect(target, 302);
    });

    app.post("/go/impressions", { bodyLimit: 1024 }, async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      if (fromAnotherSite(request)) return sendError(reply, 403, "Counted from this site's own pages only");
      const ids =
        typeof request.body === "string" ? request.body.split(",").map((text) => businessId(text.trim())) : [];
      if (ids.length === 0 || ids.length > MAX_BEACON_IDS || ids.includes(null))
        return sendError(reply, 400, "Send the ids of the businesses shown, separated by commas");
      if (isCountedVisitor(request.headers))
        for (const id of new Set(ids)) tally.count({ businessId: id as number }, "impressions");
      return reply.code(204).send();
    });
  },
  { name: "reach", dependencies: ["request-kind"] },
);
