// HEAD answers exactly as GET would, without the body (RFC 9110 §9.3.2): same status, same
// content-type, cache-control, etag and content-length. Fastify gives every GET route a HEAD twin
// that runs the GET's handler and keeps only the headers (pages, assets, feeds, sitemap), but the
// two API doors are wildcard routes that read the method themselves: trpc-to-openapi answers any
// HEAD with an empty 204 ("warm-up") and tRPC refuses it. So their handler is shown a GET, and
// the method is HEAD again as soon as the answer is on its way, for Fastify's HEAD twin to take
// the body off and state its length.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isApiKind } from "./request-kind.ts";

export const headAsGetPlugin = fp(
  async (app: FastifyInstance) => {
    const shownAsGet = new WeakSet<FastifyRequest>();
    app.addHook("preHandler", async (request) => {
      if (request.raw.method !== "HEAD" || !isApiKind(request.kind)) return;
      request.raw.method = "GET";
      shownAsGet.add(request);
    });
    app.addHook("onSend", async (request, _reply, payload) => {
      if (shownAsGet.has(request)) request.raw.method = "HEAD";
      return payload;
    });
  },
  { name: "head-as-get", dependencies: ["request-kind"] },
);
