// seedIfEmpty (docs/architecture.md §3, §6): a fresh install gets realistic Ojai content, once.
import { isUpcoming, isVisible, openingState } from "@chamber/core";
import { hours as hoursSchema, social as socialSchema } from "@chamber/core/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { isEmpty, seedIfEmpty } from "./seed.ts";
import { seedPhotos } from "./seed-photos.ts";
import { openTestDatabase } from "./testing/test-database.ts";

const now = new Date("2026-06-15T19:00:00.000Z");
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

const counts = async () => ({
  businesses: await db.prisma.business.count(),
  events: await db.prisma.event.count(),
  news: await db.prisma.newsArticle.count(),
  boardMembers: await db.prisma.boardMember.count(),
  pages: await db.prisma.page.count(),
  settings: await db.prisma.setting.count(),
  deals: await db.prisma.deal.count(),
  jobs: await db.prisma.job.count(),
});

describe("seedIfEmpty", () => {
  it("seeds an empty database and says so", async () => {
    expect(await isEmpty(db.prisma)).toBe(true);
    expect(await seedIfEmpty(db.prisma, now)).toBe(true);
    const seeded = await counts();
    expect(seeded.businesses).toBeGreaterThanOrEqual(30);
    expect(seeded.events).toBeGreaterThanOrEqual(12);
    expect(seeded.news).toBeGreaterThanOrEqual(6);
    expect(seeded.boardMembers).toBeGreaterThanOrEqual(8);
    expect(seeded.settings).toBeGreaterThan(0);
    expect(seeded.deals).toBe(4);
    expect(seeded.jobs).toBe(4);
  });

  it("gives the named businesses and events a generated photo, every variant stored", async () => {
    const withPhotos = await db.prisma.business.findMany({ where: { imageId: { not: null } }, select: { name: true } });
    expect(withPhotos.map((b) => b.name).sort()).toEqual(Object.keys(seedPhotos.businesses).sort());
    const events = await db.prisma.event.count({ where: { imageId: { not: null } } });
    expect(events).toBe(Object.keys(seedPhotos.events).length);
    const images = await db.prisma.image.findMany({ include: { _count: { select: { variants: true } } } });
    for (const image of images) {
      expect([image.width, image.height]).toEqual([800, 533]);
      expect(image._count.variants).toBe(4);
    }
  });

  it("does nothing the second time", async () => {
    const before = await counts();
    expect(await seedIfEmpty(db.prisma, now)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it("publishes the three content pages the site links to", async () => {
    const published = await db.prisma.page.findMany({ where: { published: true }, select: { slug: true } });
    expect(published.map((page) => page.slug)).toEqual(
      expect.arrayContaining(["about-ojai-valley", "membership-benefits", "business-resources"]),
    );
  });

  it("covers every business category but Other with visible businesses", async () => {
    const businesses = await db.prisma.business.findMany();
    const used = new Set(businesses.filter((b) => isVisible(b, now)).map((b) => b.category));
    const categories = await db.prisma.category.findMany({ where: { kind: "business", name: { not: "Other" } } });
    for (const { name } of categories) expect(used, name).toContain(name);
  });

  it("has past, upcoming and featured events, and events in every category but Other", async () => {
    const events = await db.prisma.event.findMany();
    expect(events.some((e) => isUpcoming(e.date, now))).toBe(true);
    expect(events.some((e) => !isUpcoming(e.date, now))).toBe(true);
    expect(events.some((e) => e.featured && isUpcoming(e.date, now) && isVisible(e, now))).toBe(true);
    const used = new Set(events.map((e) => e.category));
    const categories = await db.prisma.category.findMany({ where: { kind: "event", name: { not: "Other" } } });
    for (const { name } of categories) expect(used, name).toContain(name);
  });

  it("gives most businesses valid opening hours, several social links, and someone open now", async () => {
    const businesses = await db.prisma.business.findMany();
    const withHours = businesses.filter((b) => b.hours !== null);
    expect(withHours.length).toBeGreaterThanOrEqual(Math.ceil(businesses.length * 0.6));
    for (const b of withHours) expect(hoursSchema.safeParse(b.hours).error?.issues, b.name).toBeUndefined();
    const withLinks = businesses.filter((b) => b.social !== null);
    expect(withLinks.length).toBeGreaterThanOrEqual(5);
    for (const b of withLinks) expect(socialSchema.safeParse(b.social).error?.issues, b.name).toBeUndefined();
    const hours = withHours.map((b) => hoursSchema.parse(b.hours));
    expect(hours.some((h) => h.exceptions.length > 0)).toBe(true);
    expect(hours.some((h) => h.note)).toBe(true);
    for (const instant of ["2026-06-16T03:00:00-07:00", "2026-06-16T12:00:00-07:00"]) {
      expect(
        hours.some((h) => openingState(h, new Date(instant), "America/Los_Angeles").open),
        instant,
      ).toBe(true);
    }
  });

  it("never seeds lorem ipsum", async () => {
    const texts = [
      ...(await db.prisma.business.findMany()).map((b) => b.description),
      ...(await db.prisma.newsArticle.findMany()).map((n) => n.content),
      ...(await db.prisma.page.findMany()).map((p) => p.content),
    ];
    for (const text of texts) expect(text.toLowerCase()).not.toContain("lorem");
  });
});
