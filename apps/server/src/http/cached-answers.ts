// The fast door for public reads and pages already answered once: before Fastify routes a
// request, an anonymous GET whose serialized answer the response cache holds (response-cache.ts;
// the http-cache plugin fills it) is written straight to the socket with the very headers the
// full path would send. A CDN in front does the same; in process it spares the request and reply
// objects, the hooks and the send pipeline — most of what a cached read cost (bench/load: 0.28× of a plain node:http
// server sending the same bytes before, see docs/decisions/008).
//
// Everything else — a REST read with a bearer token, a session cookie not seen lately (whether it
// is live needs a database read), writes, misses, HEAD, a server that is closing — goes on to
// Fastify untouched, so every rule of the full path still holds for them.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { LiveSessions } from "@chamber/api";
import type { FastifyBaseLogger } from "fastify";
import type { AnsweredPage } from "../reach/page-reach.ts";
import { requestKindOf } from "./request-kind.ts";
import { isAnonymousNow, type ResponseCache } from "./response-cache.ts";
import { securityHeaders } from "./security.ts";

export interface CachedAnswerDoor {
  /** True when the answer was written; false hands the request on to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** From now on every request goes to Fastify (which answers 503 while closing). */
  close(): void;
}

export function cachedAnswerDoor(
  cache: ResponseCache,
  sessions: LiveSessions,
  log: () => FastifyBaseLogger,
  /** Told of each page answered here (a listing's reach counts it: reach/page-reach.ts). */
  onPage?: (page: AnsweredPage) => void,
): CachedAnswerDoor {
  let open = true;
  return {
    close: () => {
      open = false;
    },
    serve(request, response) {
      if (!open || request.method !== "GET") return false;
      const url = request.url ?? "";
      const kind = url.startsWith("/api/") ? "rest" : requestKindOf(url) === "page" ? "page" : undefined;
      if (!kind || isAnonymousNow(request.headers, sessions, kind) !== true) return false;
      const answer = cache.lookup(url, request.headers);
      if (!answer) return false;

      // A cached page's own headers (its CSP with the nonce it was rendered with) replace the site's.
      const headers: Record<string, string> = { ...securityHeaders, ...answer.headers };
      if (answer.body) headers["content-length"] = String(answer.body.length);
      response.writeHead(answer.status, headers);
      response.end(answer.body);
      if (kind === "page") onPage?.({ url, method: request.method, status: answer.status, headers: request.headers });
      log().info(
        { req: { method: request.method, url }, res: { statusCode: response.statusCode } },
        "answered from the response cache",
      );
      return true;
    },
  };
}
