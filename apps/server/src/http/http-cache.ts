// HTTP caching for the API (docs/architecture.md §7):
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
// - With a server cache, the serialized answers to the public reads that writes invalidate are
//   kept in process (as a CDN would) and served without running the procedure again; their br and
//   gzip forms are made once on first demand. The web app's own files are cached by web.ts.
import { hash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { ReadCache } from "@chamber/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type CachedResponse, isServerCache } from "../cache/server-cache.ts";
import { COMPRESSION_THRESHOLD } from "./compression.ts";

export const PUBLIC_CACHE_CONTROL = "public, max-age=60, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** A shared cache must key public answers on these request headers. */
const PUBLIC_VARY = "authorization, accept-encoding";

/**
 * Under /api but never public: credentials, a probe that must reach the database, and the
 * submissions (a form token is one visitor's, used once; a shared copy would be refused as reused).
 * Any case: the REST door matches paths ignoring it.
 */
const neverPublic = /^\/api\/(?:auth|health|submissions)(?:[/?]|$)/i;
/** Public reads whose data only writes change, and every such write invalidates the cache. */
const cacheableReads = /^\/api\/(?:businesses|events|news|board-members|pages)(?:[/?]|$)/;

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

export const weakEtag = (body: string | Buffer) => `W/"${hash("sha1", body, "base64url")}"`;

/** If-None-Match against our (weak) tag, by weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** br, then gzip, when the client accepts them (q > 0); otherwise no encoding. */
export function preferredEncoding(header: string | string[] | undefined): "br" | "gzip" | undefined {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return undefined;
  const accepted = new Map<string, number>();
  for (const part of value.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip") || allows("x-gzip")) return "gzip";
  return undefined;
}

function encodeCached(entry: CachedResponse, encoding: "br" | "gzip"): Buffer {
  let encoded = entry.encoded[encoding];
  if (!encoded) {
    encoded =
      encoding === "br"
        ? brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(entry.body, { level: 9 });
    entry.encoded[encoding] = encoded;
  }
  return encoded;
}

/** What a cached public read answers: 304 on a matching tag, else the body in the best encoding. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

export function cachedAnswer(
  entry: CachedResponse,
  requestHeaders: { "if-none-match"?: string | undefined; "accept-encoding"?: string | string[] | undefined },
): CachedAnswer {
  const headers: Record<string, string> = {
    "cache-control": PUBLIC_CACHE_CONTROL,
    vary: PUBLIC_VARY,
    etag: entry.etag,
    ...entry.headers,
  };
  if (etagMatches(requestHeaders["if-none-match"], entry.etag)) return { status: 304, headers };
  headers["content-type"] = entry.contentType;
  const encoding =
    entry.body.length >= COMPRESSION_THRESHOLD ? preferredEncoding(requestHeaders["accept-encoding"]) : undefined;
  if (!encoding) return { status: 200, headers, body: entry.body };
  headers["content-encoding"] = encoding;
  return { status: 200, headers, body: encodeCached(entry, encoding) };
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  const answer = cachedAnswer(entry, request.headers);
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

export const httpCachePlugin = fp(
  async (app: FastifyInstance, options: { cache: ReadCache }) => {
    const cache = isServerCache(options.cache) ? options.cache : undefined;
    /** Requests answered from the cache, and the cache version others started at. */
    const servedFromCache = new WeakSet<FastifyRequest>();
    const startedAt = new WeakMap<FastifyRequest, number>();

    if (cache) {
      app.addHook("onRequest", async (request, reply) => {
        if (!cache.enabled || audienceOf(request) !== "public" || !cacheableReads.test(request.originalUrl)) return;
        const entry = cache.responses.get(request.originalUrl);
        if (!entry) {
          startedAt.set(request, cache.version);
          return;
        }
        servedFromCache.add(request);
        return sendCached(request, reply, entry);
      });
    }

    app.addHook("onSend", async (request, reply, payload) => {
      const audience = audienceOf(request);
      if (audience === "other" || servedFromCache.has(request)) return payload;
      if (audience === "private" || reply.statusCode !== 200) {
        reply.header("cache-control", PRIVATE_CACHE_CONTROL);
        return payload;
      }
      // A route that chose its own policy (the API reference page, its scripts) keeps it.
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", PUBLIC_CACHE_CONTROL);
      reply.header("vary", PUBLIC_VARY);
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;

      // A route that tags its own (static) body spares us hashing it on every request.
      const etag = String(reply.getHeader("etag") ?? weakEtag(payload));
      reply.header("etag", etag);
      const version = startedAt.get(request);
      if (cache && version !== undefined && version === cache.version && cache.enabled) {
        const body = Buffer.from(payload);
        const contentType = String(reply.getHeader("content-type") ?? "application/json");
        cache.responses.set(request.originalUrl, { body, etag, contentType, encoded: {} }, body.length);
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
