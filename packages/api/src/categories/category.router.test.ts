// The category lists (docs/decisions/023-categories-in-the-database.md) through the tRPC callers on
// PostgreSQL: staff add, rename, merge and order; every listing follows; the reads are dropped.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Callers, errorCodeOf, openCallers, RecordingCache } from "../testing/callers.ts";

const business = { description: "d", address: "a", phone: "p" };
const event = { description: "d", location: "l", date: "2026-07-04T18:00:00Z" };

let callers: Callers;
const cache = new RecordingCache();

beforeAll(async () => {
  callers = await openCallers({ cache });
});
afterAll(() => callers?.close());

const names = async (kind: "business" | "event") =>
  (await callers.visitor.category.list({ kind })).map((category) => category.name);

describe("categories", () => {
  test("the migration's lists, in order, for anyone", async () => {
    expect(await names("business")).toEqual([
      "Dining",
      "Retail",
      "Services",
      "Professional",
      "Health & Wellness",
      "Arts",
      "Lodging",
      "Other",
    ]);
    expect(await names("event")).toEqual([
      "Festival",
      "Music",
      "Workshop",
      "Networking",
      "Community",
      "Business",
      "Other",
    ]);
  });

  test("staff add one at the end, with a slug; a name taken in any case is refused", async () => {
    const added = await callers.admin.category.create({ kind: "business", name: "Farms & Ranches" });
    expect(added).toMatchObject({ kind: "business", name: "Farms & Ranches", slug: "farms-ranches", position: 8 });
    expect(await names("business")).toContain("Farms & Ranches");
    await expect(callers.admin.category.create({ kind: "business", name: "DINING" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "There is already a business category named DINING",
    });
    // The other kind has its own list.
    expect(await callers.admin.category.create({ kind: "event", name: "Farms & Ranches" })).toMatchObject({
      kind: "event",
      slug: "farms-ranches",
    });
    expect(await errorCodeOf(callers.visitor.category.create({ kind: "event", name: "Hacked" }))).toBe("UNAUTHORIZED");
  });

  test("a rename reaches every listing and pending submission, and drops the cached lists", async () => {
    const shop = await callers.admin.business.create({ ...business, name: "Gallery One", category: "arts" });
    await callers.visitor.business.list({});
    const arts = (await callers.visitor.category.list({ kind: "business" })).find((c) => c.name === "Arts");
    const renamed = await callers.admin.category.rename({ id: arts?.id as number, name: "Arts & Galleries" });
    expect(renamed).toMatchObject({ name: "Arts & Galleries", slug: "arts" });
    expect(cache.invalidated).toEqual(expect.arrayContaining(["categories:", "businesses:"]));
    expect((await callers.visitor.business.byId({ id: shop.id })).category).toBe("Arts & Galleries");
    // The slug still names it.
    expect((await callers.visitor.business.list({ category: "arts" })).map((b) => b.name)).toEqual(["Gallery One"]);
    await expect(callers.admin.category.rename({ id: arts?.id as number, name: "retail" })).rejects.toMatchObject({
      message: "There is already a business category named retail",
    });
  });

  test("a merge moves every event and series, then the merged category goes", async () => {
    const list = await callers.visitor.category.list({ kind: "event" });
    const workshop = list.find((c) => c.name === "Workshop");
    const community = list.find((c) => c.name === "Community");
    const single = await callers.admin.event.create({ ...event, title: "Pottery", category: "workshop" });
    const series = await callers.admin.eventSeries.create({
      ...event,
      title: "Weekly class",
      category: "Workshop",
      rule: "FREQ=WEEKLY",
      count: 3,
    });
    const merged = await callers.admin.category.merge({ id: workshop?.id as number, into: community?.id as number });
    expect(merged).toMatchObject({ into: { name: "Community" }, moved: 5 });
    expect(cache.invalidated).toContain("events:");
    expect((await callers.admin.event.byId({ id: single.id })).category).toBe("Community");
    const after = await callers.admin.eventSeries.byId({ id: series.id });
    expect([after.category, ...after.occurrences.map((o) => o.category)]).toEqual(Array(4).fill("Community"));
    expect(await names("event")).not.toContain("Workshop");
    // Positions close up behind it.
    expect((await callers.visitor.category.list({ kind: "event" })).map((c) => c.position)).toEqual(
      (await names("event")).map((_, index) => index),
    );
    await expect(callers.admin.event.create({ ...event, title: "x", category: "workshop" })).rejects.toMatchObject({
      message: expect.stringContaining("Category must be one of: Festival, Music, Networking, Community"),
    });
  });

  test("a merge into itself or into the other kind's list is refused; unknown ids are 404", async () => {
    const [dining] = await callers.visitor.category.list({ kind: "business" });
    const [festival] = await callers.visitor.category.list({ kind: "event" });
    const id = dining?.id as number;
    expect(await errorCodeOf(callers.admin.category.merge({ id, into: id }))).toBe("BAD_REQUEST");
    expect(await errorCodeOf(callers.admin.category.merge({ id, into: festival?.id as number }))).toBe("BAD_REQUEST");
    expect(await errorCodeOf(callers.admin.category.merge({ id: 999_999, into: id }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.admin.category.rename({ id: 999_999, name: "x" }))).toBe("NOT_FOUND");
  });

  test("staff order a kind's list; an order leaving one out is refused", async () => {
    const list = await callers.visitor.category.list({ kind: "event" });
    const reversed = list.map((c) => c.id).reverse();
    const ordered = await callers.admin.category.order({ kind: "event", ids: reversed });
    expect(ordered.map((c) => c.id)).toEqual(reversed);
    expect((await callers.visitor.category.list({ kind: "event" })).map((c) => c.id)).toEqual(reversed);
    expect(await errorCodeOf(callers.admin.category.order({ kind: "event", ids: reversed.slice(1) }))).toBe(
      "BAD_REQUEST",
    );
  });
});
