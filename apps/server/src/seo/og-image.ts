// The site's share image for link previews, if the web build has one: a dedicated og-image at
// the root, else the home page's hero illustration. Always served from our own origin.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const dedicated = ["og-image.png", "og-image.jpg", "og-image.svg"];

/** The image's path on the site ("/assets/hero-welcome-1a2b3c.svg"), or undefined. */
export function findShareImage(webRoot: string | undefined): string | undefined {
  if (!webRoot) return undefined;
  const own = dedicated.find((name) => existsSync(join(webRoot, name)));
  if (own) return `/${own}`;
  const assets = join(webRoot, "assets");
  if (!existsSync(assets)) return undefined;
  const hero = readdirSync(assets).find((name) => /^hero-welcome[-.][\w-]*\.(svg|png|jpe?g|webp)$/.test(name));
  return hero ? `/assets/${hero}` : undefined;
}
