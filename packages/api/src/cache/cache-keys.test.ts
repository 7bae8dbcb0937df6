// Every write drops the cached reads of what it changed (writeProcedure), settings included, and
// a write that failed drops nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createInnerContext } from "../context.ts";
import { publicSettings } from "../settings/public-settings.ts";
import { type Callers, errorCodeOf, openCallers, RecordingCache } from "../testing/callers.ts";
import { cacheKey, cachePrefix } from "./cache-keys.ts";

let callers: Callers;
const cache = new RecordingCache();
beforeAll(async () => {
  callers = await openCallers({ cache });
});
afterAll(() => callers.close());

describe("the read cache", () => {
  test("every read key sits under its entity's prefix", () => {
    expect(cacheKey.events.byId(3).startsWith(cachePrefix.events)).toBe(true);
    expect(cacheKey.businesses.page("Dining", "cafe", 24, 0).startsWith(cachePrefix.businesses)).toBe(true);
    expect(cacheKey.pages.published().startsWith(cachePrefix.pages)).toBe(true);
    expect(cacheKey.settings.public().startsWith(cachePrefix.settings)).toBe(true);
  });

  test("a public list is read once, and an admin's write shows at once", async () => {
    await callers.admin.boardMember.create({ name: "Ana Reyes", title: "Chair" });
    expect((await callers.visitor.boardMember.list({})).map((member) => member.name)).toEqual(["Ana Reyes"]);
    await callers.db.prisma.boardMember.create({ data: { name: "Behind The Cache", title: "Ghost" } });
    expect(await callers.visitor.boardMember.list({})).toHaveLength(1);
    await callers.admin.boardMember.create({ name: "Ben Ortiz", title: "Treasurer" });
    expect(await callers.visitor.boardMember.list({})).toHaveLength(3);
  });

  test("a settings write drops the public settings the site's documents read", async () => {
    const ctx = createInnerContext({ db: callers.db, cache });
    await callers.admin.setting.create({ key: "site.name", value: "Ojai Chamber" });
    expect((await publicSettings(ctx)).get("site.name")).toBe("Ojai Chamber");
    await callers.admin.setting.update({ key: "site.name", value: "Ojai Valley Chamber" });
    expect((await publicSettings(ctx)).get("site.name")).toBe("Ojai Valley Chamber");
    expect(cache.invalidated).toContain(cachePrefix.settings);
  });

  test("a write that failed drops nothing", async () => {
    const before = cache.invalidated.length;
    expect(await errorCodeOf(callers.admin.page.delete({ id: 999_999 }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.visitor.event.delete({ id: 1 }))).toBe("UNAUTHORIZED");
    expect(cache.invalidated).toHaveLength(before);
  });
});
