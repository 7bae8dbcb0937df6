// Reach beyond the site itself: calendar and news feeds, sitemap and robots.txt, the API
// reference, staff CSV exports, and the per-route page heads that plugins/web.ts writes into the
// SPA shell (exposed as the `routeMeta` decorator).
import { noopCache, type ReadCache } from "@chamber/api";
import { DEFAULT_SITE_TIMEZONE } from "@chamber/core";
import type { Database } from "@chamber/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiDocsRoutes } from "./api-docs.ts";
import { crawlerRoutes } from "./crawler-routes.ts";
import { feedRoutes } from "./feed-routes.ts";
import { findShareImage } from "./og-image.ts";
import { type RouteMetaResolver, routeMetaResolver } from "./route-meta.ts";
import { siteContent } from "./site-content.ts";
import { staffExportRoutes } from "./staff-exports.ts";

export interface ReachOptions {
  db: Database;
  cache?: ReadCache | undefined;
  /** Absolute site URL; a trailing slash is ignored. */
  publicUrl: string;
  siteTimezone?: string | undefined;
  /** The built web app, searched for a share image. */
  webRoot?: string | undefined;
  now?: (() => Date) | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The head (title, meta, JSON-LD) and status of a public route, for the SPA shell. */
    routeMeta: RouteMetaResolver;
  }
}

export const reachPlugin = fp(
  async (app: FastifyInstance, options: ReachOptions) => {
    const now = options.now ?? (() => new Date());
    const publicUrl = options.publicUrl.replace(/\/+$/, "");
    const zone = options.siteTimezone ?? DEFAULT_SITE_TIMEZONE;
    const cache = options.cache ?? noopCache;
    const content = siteContent({ db: options.db, cache, now });
    const imagePath = findShareImage(options.webRoot);

    app.decorate(
      "routeMeta",
      routeMetaResolver({ content, publicUrl, zone, image: imagePath ? `${publicUrl}${imagePath}` : undefined }),
    );
    await app.register(feedRoutes, { content, publicUrl, zone, now });
    await app.register(crawlerRoutes, { content, publicUrl });
    await app.register(apiDocsRoutes);
    await app.register(staffExportRoutes, { db: options.db, cache, zone, now });
  },
  { name: "reach" },
);
