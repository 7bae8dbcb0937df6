// The fast door for public reads already answered once: before Fastify routes a request, an
// anonymous GET whose serialized answer the response cache holds (see http-cache.ts, which fills
// it) is written straight to the socket with the very headers the full path would send. A
// CDN in front does the same; in process it spares the request and reply objects, the hooks and
// the send pipeline — most of what a cached read cost (bench/load: 0.28× of a plain node:http
// server sending the same bytes before, see docs/decisions/008).
//
// Everything else — credentials, writes, misses, HEAD, a server that is closing — goes on to
// Fastify untouched, so every rule of the full path still holds for them.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { ServerCache } from "../cache/server-cache.ts";
import { cachedAnswer } from "./http-cache.ts";
import { securityHeaders } from "./security.ts";

const securityHeaderList = Object.entries(securityHeaders).flat();

export interface CachedAnswerDoor {
  /** True when the answer was written; false hands the request on to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** From now on every request goes to Fastify (which answers 503 while closing). */
  close(): void;
}

export function cachedAnswerDoor(cache: ServerCache, log: () => FastifyBaseLogger): CachedAnswerDoor {
  let open = true;
  return {
    close: () => {
      open = false;
    },
    serve(request, response) {
      if (!open || request.method !== "GET" || request.headers.authorization !== undefined || !cache.enabled) {
        return false;
      }
      const url = request.url ?? "";
      if (!url.startsWith("/api/")) return false;
      const entry = cache.responses.get(url);
      if (!entry) return false;

      const answer = cachedAnswer(entry, request.headers);
      const headers = [...securityHeaderList, ...Object.entries(answer.headers).flat()];
      if (answer.body) headers.push("content-length", String(answer.body.length));
      response.writeHead(answer.status, headers);
      response.end(answer.body);
      log().info(
        { req: { method: request.method, url }, res: { statusCode: response.statusCode } },
        "answered from the response cache",
      );
      return true;
    },
  };
}
