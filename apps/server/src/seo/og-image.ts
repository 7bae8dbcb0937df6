// The site's share image for link previews. Most social apps show no SVG, so when the web build
// has only the hero's SVG illustration, a 1200×630 PNG (the size Open Graph and X ask for) is
// rendered from it with sharp at its first request (so a server nobody shares never loads
// libvips), kept in memory, and served under a name carrying the source's hash, so it can be
// cached for a year and a new illustration gets a new address. A dedicated og-image.png or .jpg
// in the build is used as it is.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSharp } from "@chamber/db";
import type { FastifyInstance } from "fastify";

const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const dedicated = ["og-image.png", "og-image.jpg", "og-image.svg"];

/** The image's path on the site ("/assets/hero-welcome-1a2b3c.svg"), or undefined. */
function findShareImage(webRoot: string | undefined): string | undefined {
  if (!webRoot) return undefined;
  const own = dedicated.find((name) => existsSync(join(webRoot, name)));
  if (own) return `/${own}`;
  const assets = join(webRoot, "assets");
  if (!existsSync(assets)) return undefined;
  const hero = readdirSync(assets).find((name) => /^hero-welcome[-.][\w-]*\.(svg|png|jpe?g|webp)$/.test(name));
  return hero ? `/assets/${hero}` : undefined;
}

/** The SVG drawn onto a 1200×630 PNG, cropped to fill it around the centre. */
async function renderShareImage(svg: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(svg, { density: 144 })
    .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: "cover", position: "centre" })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/**
 * The share image's path on the site: a found PNG or JPEG as it is, or for an SVG the path of the
 * PNG rendered from it, which this registers a route for. Undefined without an image.
 */
export function shareImageRoute(app: FastifyInstance, webRoot: string | undefined): string | undefined {
  const found = findShareImage(webRoot);
  if (!found || !webRoot || !found.endsWith(".svg")) return found;
  const svg = readFileSync(join(webRoot, found));
  const path = `/og-image-${createHash("sha256").update(svg).digest("hex").slice(0, 12)}.png`;
  let png: Promise<Buffer | null> | undefined;
  app.get(path, async (_request, reply) => {
    // Rendered once, by the first request; a broken SVG is logged once, and the route answers 404.
    png ??= renderShareImage(svg).catch((error) => {
      app.log.error({ err: error, source: found }, "share image could not be rendered");
      return null;
    });
    const body = await png;
    if (!body) return reply.callNotFound();
    return reply
      .header("content-type", "image/png")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(body);
  });
  return path;
}
