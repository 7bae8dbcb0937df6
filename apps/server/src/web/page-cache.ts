// The rendered-page cache: which requests share it (anonymous GETs only: a request carrying
// credentials, a bearer token or a live session's cookie, neither reads a visitor's cached page
// nor fills one) and how a page streaming out is kept in it. A session cookie counts only when it
// names a live session (LiveSessions, which answers most cookies without a database read): any
// client can send `chamber_session=junk`, and if that skipped the cache every page would cost a
// render.
import type { IncomingHttpHeaders } from "node:http";
import { PassThrough } from "node:stream";
import { type LiveSessions, readSessionCookie } from "@chamber/api";
import type { ServerCache } from "../cache/server-cache.ts";
import { weakEtag } from "../http/http-cache.ts";

/**
 * Whether the request may share the cache, from what is known at once: undefined when that hangs
 * on a session cookie not seen lately (then `isAnonymous` reads it).
 */
export function isAnonymousNow(headers: IncomingHttpHeaders, sessions: LiveSessions): boolean | undefined {
  if (headers.authorization !== undefined) return false;
  const cookie = readSessionCookie(headers.cookie);
  if (cookie === null) return true;
  const live = sessions.known(cookie);
  return live === undefined ? undefined : !live;
}

/** No bearer token and no live session's cookie. */
export async function isAnonymous(headers: IncomingHttpHeaders, sessions: LiveSessions): Promise<boolean> {
  const now = isAnonymousNow(headers, sessions);
  if (now !== undefined) return now;
  return !(await sessions.isLive(readSessionCookie(headers.cookie) ?? ""));
}

/**
 * A pass-through for a page on its way out that stores the whole page under `url` once it has
 * passed, with its headers (its CSP names its nonce), unless a write invalidated the cache since
 * the render started (`version`): a page built from data a write just changed is never kept.
 */
export function keepWhenWhole(
  cache: ServerCache,
  url: string,
  version: number,
  headers: Record<string, string>,
): PassThrough {
  const chunks: Buffer[] = [];
  const tee = new PassThrough();
  tee.on("data", (chunk: Buffer) => chunks.push(chunk));
  tee.on("end", () => {
    if (cache.version !== version || !cache.enabled) return;
    const html = Buffer.concat(chunks);
    const entry = { body: html, etag: weakEtag(html), contentType: "text/html; charset=utf-8", encoded: {}, headers };
    cache.responses.set(url, entry, html.length);
  });
  return tee;
}
