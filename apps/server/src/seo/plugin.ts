// What search engines and link previews read beside each route's own head (which the web app
// renders): the page's JSON-LD (the `structuredData` decorator the web app writes into its head),
// the share image (`shareImage`, which the pages name in og:image), /sitemap.xml and /robots.txt.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { SiteContent } from "../content/site-content.ts";
import { crawlerRoutes } from "./crawler-routes.ts";
import { shareImageRoute } from "./og-image.ts";
import { type StructuredDataResolver, structuredDataResolver } from "./structured-data.ts";

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
    /** The JSON-LD blocks of a public page, for the web app's head. */
    structuredData: StructuredDataResolver;
    /** Absolute URL of the site's share image, when the web build has one. */
    shareImage: string | undefined;
  }
}

export const seoPlugin = fp(
  async (app: FastifyInstance, { content, publicUrl, zone, webRoot }: SeoOptions) => {
    const imagePath = shareImageRoute(app, webRoot);
    const image = imagePath ? `${publicUrl}${imagePath}` : undefined;
    app.decorate("shareImage", image);
    app.decorate("structuredData", structuredDataResolver({ content, publicUrl, zone, image }));
    await app.register(crawlerRoutes, { content, publicUrl });
  },
  { name: "seo" },
);
