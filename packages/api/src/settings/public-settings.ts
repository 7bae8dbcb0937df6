// Public reads that the site's own documents need but no REST path answers: every published page
// (for the sitemap) and the settings that describe the chamber (for feed titles and structured
// data). Everything else the server publishes reads through the routers (createCaller); these go
// through the same read cache and keys, so the writes that change them invalidate them too.

import { cacheKey } from "../cache/cache-keys.ts";
import type { InnerContext } from "../context.ts";
import { pageSelect } from "../pages/page.router.ts";

/** Published content pages by slug. */
export const publishedPages = (ctx: InnerContext) =>
  ctx.cache.get(cacheKey.pages.published(), () =>
    ctx.prisma.page.findMany({ where: { published: true }, select: pageSelect, orderBy: [{ slug: "asc" }] }),
  );

/** Settings whose keys say they are for the public to read: the site's name and tagline, contact details, social links. */
const publicSettingPrefixes = ["site.", "contact.", "social."];

/** The public settings as key → value. */
export async function publicSettings(ctx: InnerContext): Promise<Map<string, string>> {
  const rows = await ctx.cache.get(cacheKey.settings.public(), () =>
    ctx.prisma.setting.findMany({
      where: { OR: publicSettingPrefixes.map((prefix) => ({ key: { startsWith: prefix } })) },
      select: { key: true, value: true },
    }),
  );
  return new Map(rows.map((row) => [row.key, row.value]));
}
