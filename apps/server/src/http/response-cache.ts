// The response cache: serialized answers to anonymous public GETs, kept by URL in the server
// cache (cache/server-cache.ts) and dropped by every invalidation, on every instance — a CDN
// inside the process. What may be kept is declared, never guessed from a URL: a REST read whose
// procedure's meta says `cache: "public"` (http/api.ts marks its request), and a rendered page
// answered 200 that did not refuse caching (a page carrying a form token is `no-store`).
//
// Two places use it, nothing else: the door before Fastify's routing (cached-answers.ts), which
// answers what it can decide at once, and the http-cache plugin's hooks (http-cache.ts), which
// look up what the door handed on and store what the full path answered.
//
// Who shares it: a request with no live session's cookie, and for a REST read no bearer token
// either. A page is rendered from none of the request's credentials (web-app.ts passes it no
// Authorization and no cookie), so a token changes nothing in it and does not skip the cache: any
// client can send `Authorization: Bearer junk`, and if that skipped it every page would cost a
// render. A cookie counts only when it names a live session (LiveSessions answers most cookies
// without a database read), for the same reason: anyone can send `chamber_session=junk`. A
// member's chamber_member cookie counts the same way.
import { hash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { PassThrough, pipeline, type Readable } from "node:stream";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { type LiveSessions, readSessionCookie, sessionKinds } from "@chamber/api";
import type { CachedResponse, ServerCache } from "../cache/server-cache.ts";
import { COMPRESSION_THRESHOLD } from "./compression.ts";

export const PUBLIC_CACHE_CONTROL = "public, max-age=60, s-maxage=60, stale-while-revalidate=300";
/** The longest a shared cache may serve an answer kept under PUBLIC_CACHE_CONTROL: max-age plus stale-while-revalidate. */
export const SHARED_KEEP_MS = (60 + 300) * 1000;
/**
 * The request headers a shared cache must key a kept answer on. A REST read's answer hangs on the
 * bearer token (an admin sees drafts); a page is rendered from none of the request's credentials,
 * so only its encoding differs.
 */
export const REST_VARY = "authorization, accept-encoding";
export const PAGE_VARY = "accept-encoding";

export const weakEtag = (body: string | Buffer) => `W/"${hash("sha1", body, "base64url")}"`;

/** If-None-Match against our (weak) tag, by weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** br, then gzip, when the client accepts them (q > 0); otherwise no encoding. */
function preferredEncoding(header: string | string[] | undefined): "br" | "gzip" | undefined {
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

/** What a kept answer is for one request: 304 on a matching tag, else the body in the best encoding. */
interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

type AnswerHeaders = Pick<IncomingHttpHeaders, "if-none-match" | "accept-encoding">;

function answerOf(entry: CachedResponse, requestHeaders: AnswerHeaders): CachedAnswer {
  const headers: Record<string, string> = {
    "cache-control": PUBLIC_CACHE_CONTROL,
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

/** What a request asks for: a rendered page, or a REST read (whose answer may depend on a token). */
export type CachedKind = "page" | "rest";

/** The session cookies a request carries, each with the kind of session it may name. */
function sessionCookies(headers: IncomingHttpHeaders) {
  return sessionKinds.flatMap((kind) => {
    const token = readSessionCookie(headers.cookie, kind);
    return token === null ? [] : [{ token, kind }];
  });
}

/**
 * Whether the request may share the cache, from what is known at once: undefined when that hangs
 * on a session cookie not seen lately (then `isAnonymous` reads it). A member's live cookie counts
 * as a staff one's does: a signed-in member sees their own changes at once, never a kept copy.
 */
export function isAnonymousNow(
  headers: IncomingHttpHeaders,
  sessions: LiveSessions,
  kind: CachedKind,
): boolean | undefined {
  if (kind === "rest" && headers.authorization !== undefined) return false;
  const known = sessionCookies(headers).map((cookie) => sessions.known(cookie.token, cookie.kind));
  if (known.includes(true)) return false;
  return known.includes(undefined) ? undefined : true;
}

/** No live session's cookie (staff or member), and for a REST read no bearer token. */
export async function isAnonymous(
  headers: IncomingHttpHeaders,
  sessions: LiveSessions,
  kind: CachedKind,
): Promise<boolean> {
  const now = isAnonymousNow(headers, sessions, kind);
  if (now !== undefined) return now;
  const live = await Promise.all(sessionCookies(headers).map((cookie) => sessions.isLive(cookie.token, cookie.kind)));
  return !live.includes(true);
}

/** The moment an answer began: a store quotes it, and is refused when a write came since. */
export interface Ticket {
  readonly version: number;
}

export interface ResponseCache {
  /** The kept answer to `url` for a request with these headers; undefined on a miss or while the cache stands aside. */
  lookup(url: string, headers: AnswerHeaders): CachedAnswer | undefined;
  /** Taken before an answer is computed: whatever it is built from is at least this fresh. */
  begin(): Ticket;
  /** Keeps `response` under `url`, unless a write (here or on another instance) came since `ticket`. */
  store(url: string, ticket: Ticket, response: Omit<CachedResponse, "encoded" | "etag"> & { etag?: string }): void;
  /**
   * A pass-through for a streamed answer (a page) that stores it once it has passed whole; an
   * answer cut short (the client left, the render failed) is never kept.
   */
  storeWhenWhole(
    url: string,
    ticket: Ticket,
    body: Readable,
    response: Omit<CachedResponse, "encoded" | "etag" | "body">,
  ): Readable;
}

export function responseCache(cache: ServerCache): ResponseCache {
  const store: ResponseCache["store"] = (url, ticket, response) => {
    if (cache.version !== ticket.version || !cache.enabled) return;
    cache.responses.set(url, { ...response, etag: response.etag ?? weakEtag(response.body), encoded: {} });
  };
  return {
    lookup(url, headers) {
      if (!cache.enabled) return undefined;
      const entry = cache.responses.get(url);
      return entry && answerOf(entry, headers);
    },
    begin: () => ({ version: cache.version }),
    store,
    storeWhenWhole(url, ticket, body, response) {
      const chunks: Buffer[] = [];
      const tee = new PassThrough();
      tee.on("data", (chunk: Buffer) => chunks.push(chunk));
      tee.on("end", () => store(url, ticket, { ...response, body: Buffer.concat(chunks) }));
      // The source's own pipeline reports its errors (web-app.ts); this one only ends the tee with it.
      return pipeline(body, tee, () => {});
    },
  };
}
