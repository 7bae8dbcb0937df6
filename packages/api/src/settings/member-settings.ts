// The members' rules (packages/core/src/site-facts/member-settings.ts) read from their setting
// rows through the read cache; the settings' writes drop them with every other setting.
import { type MemberSettings, memberSettingsFromRows } from "@chamber/core";
import { cacheKey } from "../cache/cache-keys.ts";
import type { InnerContext } from "../context.ts";

export async function memberSettings(ctx: InnerContext): Promise<MemberSettings> {
  const rows = await ctx.cache.get(cacheKey.settings.members(), () =>
    ctx.prisma.setting.findMany({ where: { key: { startsWith: "members." } }, select: { key: true, value: true } }),
  );
  return memberSettingsFromRows(new Map(rows.map((row) => [row.key, row.value])));
}
