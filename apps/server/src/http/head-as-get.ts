// HEAD answers exactly as GET would, without the body (RFC 9110 §9.3.2): same status, same
// content-type, cache-control, etag and content-length. Fastify gives every GET route a HEAD twin
// (pages, assets, feeds, sitemap), but the two API doors are wildcard routes that see the method
// themselves: trpc-to-openapi answers any HEAD with an empty 204 ("warm-up"), and tRPC refuses it.
// So an API HEAD runs as its GET. Node already knows the request was a HEAD (the response was
// made for one), so it writes the GET's headers and drops the body.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiKind } from "./request-kind.ts";

export const headAsGetPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      if (request.raw.method === "HEAD" && isApiKind(request.kind)) request.raw.method = "GET";
    });
  },
  { name: "head-as-get", dependencies: ["request-kind"] },
);
