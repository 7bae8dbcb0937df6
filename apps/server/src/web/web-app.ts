// Serves the web app: hashed assets cached for a year, and every page rendered on the server
// (page-renderer.ts) into a streamed response with the route's head and its JSON-LD, the status the router chose
// (404 for a path, event, article or page that is not there; 410 for a series' skipped date) and a Content-Security-Policy whose
// nonce lets exactly the router's own inline scripts run. A page says here whether a shared cache
// may keep it (`no-cache`: revalidate, or `no-store` for one carrying a form token or answering a
// post); the response cache (http/response-cache.ts) keeps and serves the shareable ones for
// anonymous visitors, dropped by every write on every instance. The public forms posted
// without a script are answered here too (forms/form-posts.ts), by the page they were posted to.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pipeline, Readable } from "node:stream";
import type { ReadCache } from "@chamber/api";
import type { FormReply } from "@chamber/core";
import type { Database } from "@chamber/db";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FormCaller } from "../forms/form-caller.ts";
import { formPostRoutes } from "../forms/form-posts.ts";
import { sendError } from "../http/errors.ts";
import { isApiKind } from "../http/request-kind.ts";
import { leaveSubresourceHeaders } from "../http/security.ts";
import type { PageReach } from "../reach/page-reach.ts";
import type { JsonLd } from "../seo/json-ld.ts";
import { headInjection } from "./head-injection.ts";
import { pageRenderer } from "./page-renderer.ts";
import { pageSecurityHeaders } from "./page-security.ts";

/** Hashed build output never changes under its name; anything else is revalidated hourly. */
function staticCacheControl(path: string): string {
  if (/[/\\]assets[/\\]/.test(path)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/** A page is revalidated every time (its ETag makes that a 304 when nothing changed). */
const PAGE_CACHE_CONTROL = "no-cache";
/** A page kept by no cache: one answering a posted form, or one a route marks so (it carries a form token). */
const UNCACHED_PAGE = "private, no-store";

export interface WebAppOptions {
  /** The built web app (apps/web/dist): client/ is served, server/ renders. */
  root: string;
  /** SITE_TIMEZONE: every page names it, so the admin shows and takes dates in it. */
  siteTimezone: string;
  db: Database;
  cache: ReadCache;
  now: () => Date;
  /** PUBLIC_URL: the origin pages are rendered at, which links leaving the site (share links) name. */
  publicUrl: string;
  /** The API as the public forms posted without a script call it. */
  forms: FormCaller;
  /** Notes the businesses a directory page showed, for its impressions (reach/page-reach.ts). */
  reach?: PageReach | undefined;
}

export async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const clientRoot = join(options.root, "client");
  if (!existsSync(clientRoot)) throw new Error(`The web app is not built: ${clientRoot} is missing (run pnpm build)`);
  const render = await pageRenderer(options);

  await app.register(fastifyStatic, {
    root: clientRoot,
    wildcard: false,
    index: false,
    // Through the reply, not the raw response: the reply's own (send's) headers are written later.
    setHeaders(reply, path) {
      reply.header("cache-control", staticCacheControl(path));
      leaveSubresourceHeaders(reply.raw, path);
    },
  });

  /** The page's JSON-LD from seo/, or none when the database cannot say (the page still renders). */
  const structuredDataFor = async (path: string): Promise<JsonLd[]> => {
    if (!app.hasDecorator("structuredData")) return [];
    try {
      return await app.structuredData(path);
    } catch (error) {
      app.log.error({ err: error, path }, "structured data failed; rendering without it");
      return [];
    }
  };
  // Where the site lives, for the pages' heads (their canonical links and share image), and the
  // zone their dates are shown in.
  const site = {
    origin: options.publicUrl,
    shareImage: app.hasDecorator("shareImage") ? app.shareImage : undefined,
    zone: options.siteTimezone,
  };

  /** The page at the request's URL; with `formReply`, that page answering a posted form, with `status`. */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply, formReply?: FormReply, replyStatus = 200) => {
    const url = request.originalUrl;
    const abort = new AbortController();
    // The response closing before it finished is the client going away (the request's own "close"
    // fires as soon as its body has been read, which for a GET is at once).
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) abort.abort(new Error("the client went away"));
    });
    const nonce = randomBytes(16).toString("base64");
    const path = url.split("?")[0] ?? "/";
    const listing = formReply ? undefined : options.reach?.listingObserver(url);
    // A series' skipped date is answered by its page, as 410 Gone: that date will not come back.
    let skippedDate = false;
    const onRead = path.startsWith("/events/")
      ? (procedure: string, output: unknown) => {
          listing?.onRead(procedure, output);
          if (procedure === "event.skipped" && output) skippedDate = true;
        }
      : listing?.onRead;
    const [response, jsonLd] = await Promise.all([
      render(new Request(new URL(url, options.publicUrl), { headers: requestHeaders(request), signal: abort.signal }), {
        nonce,
        site,
        formReply,
        onRead,
      }),
      structuredDataFor(path),
    ]);
    listing?.done();

    const location = response.headers.get("location");
    if (location) {
      await response.body?.cancel();
      return reply.code(response.status).header("cache-control", "no-store").redirect(location, response.status);
    }
    const status =
      response.status === 200 ? (formReply ? replyStatus : skippedDate ? 410 : response.status) : response.status;
    const uncached = Boolean(formReply) || /no-store/.test(response.headers.get("cache-control") ?? "");
    const headers = { ...pageSecurityHeaders(nonce), "cache-control": uncached ? UNCACHED_PAGE : PAGE_CACHE_CONTROL };
    reply.code(status).headers(headers).type("text/html; charset=utf-8");
    if (!response.body) return reply.send("");

    // pipeline, not pipe: an error anywhere (the client leaving mid-page aborts the render) ends
    // every stream of the chain instead of surfacing as an unhandled 'error' event.
    const source = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
    const ended = (error: Error | null) => {
      if (error && !abort.signal.aborted) request.log.error({ err: error }, "a page failed while streaming");
    };
    return reply.send(pipeline(source, headInjection(jsonLd, options.siteTimezone), ended));
  };

  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiKind(request.kind) || request.kind === "asset" || !["GET", "HEAD"].includes(request.method)) {
      return sendError(reply, 404, "Not found");
    }
    return renderPage(request, reply);
  };
  // GETs reach the pages through a route, so compression (which attaches to routes) applies to
  // them; anything else that matches nothing gets the not-found handler.
  app.get("/*", fallback);
  await app.register(formPostRoutes, { caller: options.forms, zone: options.siteTimezone, renderReply: renderPage });
  app.setNotFoundHandler(fallback);
}

/** The headers a page render may read (the router only looks at a few; none carry secrets). */
function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const name of ["user-agent", "accept-language", "accept"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
}
