// Serves the built web app: hashed assets cached for a year, index.html revalidated every time,
// and client-side routes answered with index.html (status 404 for paths no route knows, so
// crawlers and monitors see the truth while the app draws its own 404 page).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../http/errors.ts";
import { isApiKind } from "../http/request-kind.ts";
import { injectMeta, injectSiteTimezone } from "../seo/inject-meta.ts";

/** The public routes of docs/product.md §2 (and the article pages): anything else is a 404. */
const appRoutes = [
  /^\/$/,
  /^\/events\/?$/,
  /^\/events\/[^/]+\/?$/,
  /^\/directory\/?$/,
  /^\/visitor\/?$/,
  /^\/about\/?$/,
  /^\/news\/?$/,
  /^\/news\/[^/]+\/?$/,
  /^\/contact\/?$/,
  /^\/membership-benefits\/?$/,
  /^\/get-involved\/?$/,
  /^\/business-resources\/?$/,
  /^\/page\/[^/]+\/?$/,
  // The dashboard, its sections and its sign-in view (apps/web/src/routes/admin*.tsx).
  /^\/admin(\/(sign-in|businesses|events|news|board|messages|pages|settings))?\/?$/,
];

/** Hashed build output never changes under its name; index.html must be revalidated every time. */
export function staticCacheControl(path: string): string {
  if (/[/\\]assets[/\\]/.test(path)) return "public, max-age=31536000, immutable";
  if (path.endsWith("index.html")) return "no-cache";
  return "public, max-age=3600";
}

export const isAppRoute = (path: string) => appRoutes.some((route) => route.test(path));

export interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  root: string;
  /** SITE_TIMEZONE: every page names it, so the admin shows and takes dates in it. */
  siteTimezone: string;
}

export async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const indexPath = join(options.root, "index.html");
  if (!existsSync(indexPath)) throw new Error(`The web app is not built: ${indexPath} is missing (run pnpm build)`);
  const indexHtml = injectSiteTimezone(readFileSync(indexPath, "utf8"), options.siteTimezone);

  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // Through the reply, not the raw response: the reply's own (send's) headers are written later.
    setHeaders(reply, path) {
      reply.header("cache-control", staticCacheControl(path));
    },
  });

  // The route's head (title, description, canonical, social tags, JSON-LD) is written into the
  // shell, so crawlers and link previews need no JavaScript; a missing or hidden item is a 404.
  const shellFor = async (path: string) => {
    const plain = { status: isAppRoute(path) ? 200 : 404, html: indexHtml };
    if (!app.hasDecorator("routeMeta")) return plain;
    try {
      const { status, meta } = await app.routeMeta(path);
      return { status: isAppRoute(path) ? status : 404, html: injectMeta(indexHtml, meta) };
    } catch (error) {
      // The app still loads (and shows its own error) when the database cannot answer.
      app.log.error({ err: error, path }, "page meta failed; serving the plain shell");
      return plain;
    }
  };

  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (isApiKind(request.kind) || !["GET", "HEAD"].includes(request.method)) return sendError(reply, 404, "Not found");
    const page = await shellFor(path);
    return reply
      .status(page.status)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(page.html);
  };
  // GETs reach the shell through a route, so compression (which attaches to routes) applies to
  // it; anything else that matches nothing gets the not-found handler.
  app.get("/*", fallback);
  app.setNotFoundHandler(fallback);
}
