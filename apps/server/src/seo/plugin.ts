// What search engines and link previews read: each public route's head (title, description,
// canonical link, social tags, JSON-LD — the `routeMeta` decorator that the web app writes into its
// shell), /sitemap.xml and /robots.txt.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { SiteContent } from "../content/site-content.ts";
import { crawlerRoutes } from "./crawler-routes.ts";
import { shareImageRoute } from "./og-image.ts";
import { type RouteMetaResolver, routeMetaResolver } from "./route-meta.ts";

export interface SeoOptions {
  content: SiteContent;
  /** Absolute site URL, without a trailing slash. */
  publicUrl: string;
  zone: string;
  /** The built web app, searched for a share image. */
  webRoot?: string | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The head (title, meta, JSON-LD) and status of a public route, for the web app's shell. */
    routeMeta: RouteMetaResolver;
  }
}

export const seoPlugin = fp(
  async (app: FastifyInstance, { content, publicUrl, zone, webRoot }: SeoOptions) => {
    const imagePath = shareImageRoute(app, webRoot);
    const image = imagePath ? `${publicUrl}${imagePath}` : undefined;
    app.decorate("routeMeta", routeMetaResolver({ content, publicUrl, zone, image }));
    await app.register(crawlerRoutes, { content, publicUrl });
  },
  { name: "seo" },
);
