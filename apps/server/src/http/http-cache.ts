// HTTP caching (docs/architecture.md §7): which answers anyone may keep, and the response cache's
// one hook pair (response-cache.ts).
//
// - Public reads — an anonymous GET under /api answered 200 — carry (unless the route set its own)
//   `public, max-age=60, s-maxage=60, stale-while-revalidate=300` and a weak ETag (weak because
//   the same bytes also travel br- or gzip-encoded); a matching If-None-Match gets 304 and no body.
//   Why these numbers: content changes a few times a day and the admin (and the web app, which
//   reads over /trpc) never sees these copies, so one minute of staleness is invisible to visitors,
//   while a CDN then asks the origin at most once a minute per URL, however large a spike.
//   stale-while-revalidate lets the CDN answer at once from its copy for five more minutes while
//   it refetches in the background, so no visitor waits on the origin after an idle spell.
// - Everything else under /api and /trpc — anything an admin sees (any request carrying
//   Authorization), any non-GET, /trpc, /api/auth/*, /api/health, /api/submissions*, every error — is
//   `private, no-store`.
// - With a server cache, the response cache keeps the answers its procedures declare shareable
//   (`request.sharedAnswer`, set by api.ts from the procedure's meta) and the rendered pages, and
//   this plugin answers from it whatever the door before Fastify handed on (a HEAD, an inject, a
//   session cookie not seen lately). The web app's own files are cached by the static plugin.
import type { LiveSessions } from "@chamber/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LIST_PAGE_HEADERS } from "./list-page-headers.ts";
import {
  etagMatches,
  isAnonymous,
  PAGE_VARY,
  PUBLIC_CACHE_CONTROL,
  REST_VARY,
  type ResponseCache,
  type Ticket,
  weakEtag,
} from "./response-cache.ts";

export { PUBLIC_CACHE_CONTROL } from "./response-cache.ts";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Under /api but never public: credentials, a probe that must reach the database, and the
 * submissions (a form token is one visitor's, used once; a shared copy would be refused as reused).
 * Any case: the REST door matches paths ignoring it.
 */
const neverPublic = /^\/api\/(?:auth|health|submissions)(?:[/?]|$)/i;

declare module "fastify" {
  interface FastifyRequest {
    /** The REST procedure that answered declares its anonymous answer shareable (api.ts). */
    sharedAnswer: boolean;
  }
}

type Audience = "public" | "private" | "other";

/** Who may keep a copy of the answer: anyone (a public read), only the client, or not ours to say. */
function audienceOf(request: FastifyRequest): Audience {
  if (request.kind === "page" || request.kind === "asset") return "other";
  // A HEAD is the same read without its body (head-as-get.ts), and is answered from the same copy.
  const read = request.method === "GET" || request.method === "HEAD";
  const anonymousRead = read && request.headers.authorization === undefined;
  // originalUrl: trpc-to-openapi rewrites request.url to strip its prefix.
  return request.kind === "rest" && anonymousRead && !neverPublic.test(request.originalUrl) ? "public" : "private";
}

/** Headers a response carries that are about its transport or representation, not kept with a page. */
const NOT_KEPT = new Set(["content-type", "content-length", "content-encoding", "transfer-encoding", "etag", "vary"]);

/** A page's headers of its own (its CSP with the nonce it was rendered with, its cache-control). */
function pageHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (typeof value === "string" && !NOT_KEPT.has(name)) headers[name] = value;
  }
  return headers;
}

export const httpCachePlugin = fp(
  async (app: FastifyInstance, options: { responses: ResponseCache | undefined; sessions: LiveSessions }) => {
    const { responses } = options;
    /** Requests answered from the cache, and the moment the others' answers began. */
    const servedFromCache = new WeakSet<FastifyRequest>();
    const tickets = new WeakMap<FastifyRequest, Ticket>();
    app.decorateRequest("sharedAnswer", false);

    if (responses) {
      app.addHook("onRequest", async (request, reply) => {
        if (request.method !== "GET" && request.method !== "HEAD") return;
        const page = request.kind === "page";
        if (page ? !(await isAnonymous(request.headers, options.sessions, "page")) : audienceOf(request) !== "public")
          return;
        const answer = responses.lookup(request.originalUrl, request.headers);
        if (answer) {
          servedFromCache.add(request);
          return reply.code(answer.status).headers(answer.headers).send(answer.body);
        }
        // A page asked for with HEAD is rendered but not kept (its body is never read whole).
        if (!page || request.method === "GET") tickets.set(request, responses.begin());
      });
    }

    app.addHook("onSend", async (request, reply, payload) => {
      if (servedFromCache.has(request)) return payload;
      const ticket = tickets.get(request);
      if (request.kind === "page") {
        // A rendered page (HTML) answered 200 that did not refuse shared caches (web/web-app.ts).
        const contentType = String(reply.getHeader("content-type") ?? "");
        const shareable =
          reply.statusCode === 200 &&
          contentType.startsWith("text/html") &&
          !/no-store/.test(String(reply.getHeader("cache-control") ?? "")) &&
          !reply.hasHeader("set-cookie");
        if (!shareable) return payload;
        // Said whether or not it is compressed, as its kept copy says it.
        reply.header("vary", PAGE_VARY);
        if (!responses || !ticket || !payload || typeof (payload as NodeJS.ReadableStream).pipe !== "function")
          return payload;
        return responses.storeWhenWhole(request.originalUrl, ticket, payload as import("node:stream").Readable, {
          contentType,
          headers: { ...pageHeaders(reply), vary: PAGE_VARY },
        });
      }
      const audience = audienceOf(request);
      if (audience === "other") return payload;
      if (audience === "private" || reply.statusCode !== 200) {
        reply.header("cache-control", PRIVATE_CACHE_CONTROL);
        return payload;
      }
      // A route that chose its own policy (the API reference page, its scripts) keeps it.
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", PUBLIC_CACHE_CONTROL);
      reply.header("vary", REST_VARY);
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;

      // A route that tags its own (static) body spares us hashing it on every request.
      const etag = String(reply.getHeader("etag") ?? weakEtag(payload));
      reply.header("etag", etag);
      if (responses && ticket && request.sharedAnswer) {
        const contentType = String(reply.getHeader("content-type") ?? "application/json");
        // A paged list's headers are part of its answer (list-page-headers.ts).
        const headers: Record<string, string> = { vary: REST_VARY };
        for (const name of LIST_PAGE_HEADERS) {
          const value = reply.getHeader(name);
          if (typeof value === "string") headers[name] = value;
        }
        responses.store(request.originalUrl, ticket, { body: Buffer.from(payload), etag, contentType, headers });
      }
      if (etagMatches(request.headers["if-none-match"], etag)) {
        reply.code(304);
        return "";
      }
      return payload;
    });
  },
  { name: "http-cache", dependencies: ["request-kind"] },
);
