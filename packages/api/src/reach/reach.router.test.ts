// Reach through createCaller: the counters written in batches (the tally), read back per day with
// every day present; a member's own business only; staff any; the stale-listings report.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DAY, errorCodeOf, T0 } from "../testing/callers.ts";
import { addBusiness, addMember, openReachCallers } from "./reach-fixtures.ts";
import { noReach } from "./reach-store.ts";
import { ReachTally } from "./reach-tally.ts";

let callers: Awaited<ReturnType<typeof openReachCallers>>;
beforeAll(async () => {
  callers = await openReachCallers();
});
afterAll(() => callers?.close());

const zone = "America/Los_Angeles";

describe("reach", () => {
  test("counts batch in memory, flush once, and read back with every day filled", async () => {
    const shop = await addBusiness(callers.db, "Counted Cafe");
    const member = await addMember(callers.db, "owner@counted.example", shop.id);
    const tally = new ReachTally({ prisma: callers.db.prisma, zone, now: () => callers.clock.now });
    // 12:00 UTC on June 15 is 05:00 in Ojai; 06:00 UTC on June 16 is still June 15 there.
    callers.clock.now = T0;
    tally.count({ slug: shop.slug }, "views");
    tally.count({ slug: shop.slug }, "views");
    tally.count({ businessId: shop.id }, "websiteClicks");
    callers.clock.now = new Date(Date.parse("2026-06-16T06:00:00Z"));
    tally.count({ businessId: shop.id }, "impressions", 3);
    callers.clock.now = new Date(T0.getTime() + 2 * DAY);
    tally.count({ businessId: shop.id }, "phoneClicks");
    tally.count({ slug: "no-such-business" }, "views");
    expect(tally.pendingRows).toBe(4);
    await tally.flush();
    expect(tally.pendingRows).toBe(0);
    tally.count({ slug: shop.slug }, "views");
    await tally.stop();

    const stats = await callers
      .memberCaller(member)
      .account.stats({ id: shop.id, from: "2026-06-14", to: "2026-06-18" });
    const zero = noReach;
    expect(stats.days).toEqual([
      { date: "2026-06-14", ...zero },
      { date: "2026-06-15", ...zero, views: 2, websiteClicks: 1, impressions: 3 },
      { date: "2026-06-16", ...zero },
      { date: "2026-06-17", ...zero, phoneClicks: 1, views: 1 },
      { date: "2026-06-18", ...zero },
    ]);
    expect(await callers.admin.reach.stats({ id: shop.id, from: "2026-06-15", to: "2026-06-15" })).toEqual({
      days: [stats.days[1]],
    });
  });

  test("a member sees only their own business; staff and visitors are refused the account door", async () => {
    const mine = await addBusiness(callers.db, "Stats Mine");
    const theirs = await addBusiness(callers.db, "Stats Theirs");
    const member = await addMember(callers.db, "owner@stats-mine.example", mine.id);
    const query = { from: "2026-06-01", to: "2026-06-02" };
    const me = callers.memberCaller(member);
    expect((await me.account.stats({ id: mine.id, ...query })).days).toHaveLength(2);
    expect(await errorCodeOf(me.account.stats({ id: theirs.id, ...query }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.admin.account.stats({ id: mine.id, ...query }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(callers.visitor.account.stats({ id: mine.id, ...query }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(me.reach.stats({ id: mine.id, ...query }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(callers.admin.reach.stats({ id: 999_999, ...query }))).toBe("NOT_FOUND");
  });

  test("bad dates and spans are 400", async () => {
    const shop = await addBusiness(callers.db, "Stats Dates");
    for (const [from, to] of [
      ["2026-06-02", "2026-06-01"],
      ["2026-02-30", "2026-03-01"],
      ["June 1", "2026-06-02"],
      ["2025-01-01", "2026-01-02"],
    ])
      expect(await errorCodeOf(callers.admin.reach.stats({ id: shop.id, from: from ?? "", to: to ?? "" }))).toBe(
        "BAD_REQUEST",
      );
    expect((await callers.admin.reach.stats({ id: shop.id, from: "2024-01-01", to: "2024-12-31" })).days).toHaveLength(
      366,
    );
  });

  test("stale listings: members but no member's change in 12 months, never-changed first", async () => {
    callers.clock.now = T0;
    const fresh = await addBusiness(callers.db, "Stale Fresh");
    const old = await addBusiness(callers.db, "Stale Old");
    const never = await addBusiness(callers.db, "Stale Never");
    await addBusiness(callers.db, "Stale Nobody");
    const member = await addMember(callers.db, "stale@example.com", fresh.id);
    for (const business of [old, never])
      await callers.db.prisma.businessMember.create({
        data: { businessId: business.id, memberId: member.id, via: "claim" },
      });
    const change = (businessId: number, at: number, memberId: number | null = member.id) =>
      callers.db.prisma.listingChange.create({ data: { businessId, memberId, changes: {}, createdAt: new Date(at) } });
    await change(fresh.id, T0.getTime() - 30 * DAY);
    await change(old.id, T0.getTime() - 400 * DAY);
    await change(old.id, T0.getTime() - DAY, null);
    const report = (await callers.admin.reach.staleListings({})).filter((row) => row.name.startsWith("Stale"));
    expect(report).toEqual([
      { id: never.id, name: "Stale Never", slug: never.slug, members: 1, lastMemberChangeAt: null },
      {
        id: old.id,
        name: "Stale Old",
        slug: old.slug,
        members: 1,
        lastMemberChangeAt: new Date(T0.getTime() - 400 * DAY).toISOString(),
      },
    ]);
    expect(await errorCodeOf(callers.visitor.reach.staleListings({}))).toBe("UNAUTHORIZED");
  });
});
