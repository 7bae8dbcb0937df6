// Serves the built web app: hashed assets cached for a year, index.html revalidated every time,
// and client-side routes answered with index.html (status 404 for paths no route knows, so
// crawlers and monitors see the truth while the app draws its own 404 page).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isApiPath } from "./error-shape.ts";

/** The public routes of SPEC §2 (and the article pages): anything else is a 404. */
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
  /^\/admin\/?$/,
];

export const isAppRoute = (path: string) => appRoutes.some((route) => route.test(path));

export async function webPlugin(app: FastifyInstance, options: { root: string }) {
  const indexPath = join(options.root, "index.html");
  if (!existsSync(indexPath)) throw new Error(`The web app is not built: ${indexPath} is missing (run pnpm build)`);
  const indexHtml = readFileSync(indexPath, "utf8");

  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.raw.setHeader(
        "Cache-Control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (isApiPath(path) || path.startsWith("/trpc") || !["GET", "HEAD"].includes(request.method)) {
      return reply.status(404).send({ message: "Not found", code: "NOT_FOUND" });
    }
    return reply
      .status(isAppRoute(path) ? 200 : 404)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml);
  });
}
