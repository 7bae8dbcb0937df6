// The settings that describe the chamber, for the site's own documents (feed titles, structured
// data) and the site facts: no REST path answers them as such, so the server reads them here,
// through the same read cache and keys as the routers, and the settings' writes drop them too.
import { cacheKey } from "../cache/cache-keys.ts";
import type { InnerContext } from "../context.ts";

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
