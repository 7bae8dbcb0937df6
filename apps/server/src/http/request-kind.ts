// The one answer to "what kind of request is this?", decided once on arrival and read by every
// plugin that treats the kinds differently (errors, HTTP caching, request hygiene, the web app's
// fallback): the REST door (/api), the tRPC door (/trpc), a page of the web app, or a file (the
// app's assets, feeds, sitemap, robots.txt).
//
// Decided on arrival because trpc-to-openapi rewrites request.url to strip its /api prefix before
// the handler runs, so a hook that looked later would no longer see it. Fastify reads
// request.originalUrl lazily from that same URL: reading it here keeps the prefix in it too.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export type RequestKind = "rest" | "trpc" | "page" | "asset";

/** Where the two doors of the API are mounted (api.ts). */
export const REST_PREFIX = "/api";
export const TRPC_PREFIX = "/trpc";

/** /registrations/{token}, the personal link mailed to a registrant (not its QR image below it). */
const REGISTRATION_PAGE = /^\/registrations\/[^/]+$/;

const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/** The kind of a request for `url` (path and query, as it arrived). */
export function requestKindOf(url: string): RequestKind {
  if (under(url, REST_PREFIX)) return "rest";
  if (under(url, TRPC_PREFIX)) return "trpc";
  const path = url.split("?")[0] ?? "/";
  // A registrant's own page: its token (`<id>.<signature>`) has a dot but names no file.
  if (REGISTRATION_PAGE.test(path)) return "page";
  // A last segment with an extension names a file; the web app's routes have none.
  return /\.[\w-]+$/.test(path.slice(path.lastIndexOf("/") + 1)) ? "asset" : "page";
}

/** Either door of the API. */
export const isApiKind = (kind: RequestKind) => kind === "rest" || kind === "trpc";

declare module "fastify" {
  interface FastifyRequest {
    /** What kind of request this is, decided on arrival (see request-kind.ts). */
    kind: RequestKind;
  }
}

export const requestKindPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("kind", "page");
    app.addHook("onRequest", async (request: FastifyRequest) => {
      request.kind = requestKindOf(request.originalUrl);
    });
  },
  { name: "request-kind" },
);
