// The rendered-page cache: which requests share it (anonymous GETs only: a request carrying
// credentials, a bearer token or the admin's session cookie, neither reads a visitor's cached page
// nor fills one) and how a page streaming out is kept in it.
import type { IncomingHttpHeaders } from "node:http";
import { PassThrough } from "node:stream";
import { readSessionCookie } from "@chamber/api";
import type { ServerCache } from "../cache/server-cache.ts";
import { weakEtag } from "../http/http-cache.ts";

/** No bearer token and no live-looking session cookie (the one the API sets at sign-in). */
export function isAnonymous(headers: IncomingHttpHeaders): boolean {
  return headers.authorization === undefined && readSessionCookie(headers.cookie) === null;
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
