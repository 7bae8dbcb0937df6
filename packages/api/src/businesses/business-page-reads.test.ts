// What a business's page reads: the business by its slug (current or old, visible only), its other
// photos (`photoIds`: checked, ordered, kept through delete and undo) and the events it organizes.
import { encodeImage, saveImage } from "@chamber/db";
import { pngImage } from "@chamber/db/test-images";
import { describe, expect, test } from "vitest";
import { type Callers, DAY, errorCodeOf, iso, openCallers } from "../testing/callers.ts";

const business = {
  name: "Topa Topa Bikes",
  description: "Rentals and repairs.",
  category: "retail",
  address: "1 Ojai Ave",
  phone: "555-0100",
};

const event = {
  title: "Lavender Ride",
  description: "A ride.",
  category: "community",
  location: "Libbey Park",
};

async function images(callers: Callers, count: number) {
  const stored = [];
  for (let i = 0; i < count; i += 1)
    stored.push(await saveImage(callers.db.prisma, await encodeImage(await pngImage(400 + i, 300))));
  return stored.map((image) => image.id);
}

async function withCallers(run: (callers: Callers) => Promise<void>) {
  const callers = await openCallers();
  try {
    await run(callers);
  } finally {
    await callers.close();
  }
}

describe("business by slug", () => {
  test("a visible business by its slug; unknown, unpublished and scheduled ones are not found", () =>
    withCallers(async ({ admin, visitor }) => {
      const created = await admin.business.create(business);
      expect(created.slug).toBe("topa-topa-bikes");
      const found = await visitor.business.bySlug({ slug: "topa-topa-bikes" });
      expect(found).toMatchObject({ id: created.id, name: business.name, slug: "topa-topa-bikes", photos: [] });
      expect(await visitor.business.bySlug({ slug: "TOPA-topa-bikes" })).toMatchObject({ id: created.id });
      expect(await errorCodeOf(visitor.business.bySlug({ slug: "nobody-here" }))).toBe("NOT_FOUND");
      expect(await errorCodeOf(visitor.business.bySlug({ slug: "" }))).toBe("BAD_REQUEST");

      await admin.business.create({ ...business, name: "Hidden Shop", published: false });
      await admin.business.create({ ...business, name: "Later Shop", publishedAt: iso(DAY) });
      expect(await errorCodeOf(visitor.business.bySlug({ slug: "hidden-shop" }))).toBe("NOT_FOUND");
      expect(await errorCodeOf(visitor.business.bySlug({ slug: "later-shop" }))).toBe("NOT_FOUND");
      // Even an admin asking through the public read sees what visitors see.
      expect(await errorCodeOf(admin.business.bySlug({ slug: "hidden-shop" }))).toBe("NOT_FOUND");
    }));

  test("an old slug answers the business with its current slug, for the caller to redirect", () =>
    withCallers(async ({ admin, visitor }) => {
      const created = await admin.business.create(business);
      await admin.business.update({ ...business, id: created.id, name: "Topa Topa Cycles" });
      const byOld = await visitor.business.bySlug({ slug: "topa-topa-bikes" });
      expect(byOld).toMatchObject({ id: created.id, slug: "topa-topa-cycles" });
      expect((await visitor.business.bySlug({ slug: "topa-topa-cycles" })).id).toBe(created.id);
    }));
});

describe("business photoIds", () => {
  test("kept in order, replaced, kept when left out, removed with []", () =>
    withCallers(async (callers) => {
      const [a = 0, b = 0, c = 0] = await images(callers, 3);
      const created = await callers.admin.business.create({ ...business, photoIds: [c, a] });
      expect(created.photos.map((photo) => photo.id)).toEqual([c, a]);
      expect(created.photos[0]).toMatchObject({ width: 402, height: 300 });
      const read = await callers.visitor.business.bySlug({ slug: created.slug });
      expect(read.photos.map((photo) => photo.id)).toEqual([c, a]);
      const listed = await callers.visitor.business.list({ limit: 10 });
      expect(listed[0]?.photos.map((photo) => photo.id)).toEqual([c, a]);

      const update = (photoIds?: number[]) => callers.admin.business.update({ ...business, id: created.id, photoIds });
      expect((await update([b, c, a])).photos.map((photo) => photo.id)).toEqual([b, c, a]);
      expect((await update(undefined)).photos.map((photo) => photo.id)).toEqual([b, c, a]);
      expect((await update([])).photos).toEqual([]);
    }));

  test("more than 8, a repeated one or an unknown image is refused and nothing is written", () =>
    withCallers(async (callers) => {
      const ids = await images(callers, 9);
      const refusal = (photoIds: number[]) =>
        callers.admin.business.create({ ...business, photoIds }).catch((error: { code: string; message: string }) => ({
          code: error.code,
          message: error.message,
        }));
      expect(await refusal(ids)).toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("At most 8") });
      expect(await refusal([ids[0] ?? 0, ids[0] ?? 0])).toMatchObject({ code: "BAD_REQUEST" });
      expect(await refusal([ids[0] ?? 0, 999_999])).toEqual({ code: "BAD_REQUEST", message: "No image has id 999999" });
      expect(await callers.db.prisma.business.count()).toBe(0);
      expect(await errorCodeOf(callers.visitor.business.create({ ...business, photoIds: [ids[0] ?? 0] }))).toBe(
        "UNAUTHORIZED",
      );
    }));

  test("a deleted business comes back with its photos, old slugs and organized events", () =>
    withCallers(async (callers) => {
      const [a = 0, b = 0] = await images(callers, 2);
      const created = await callers.admin.business.create({ ...business, photoIds: [b, a] });
      await callers.admin.business.update({ ...business, id: created.id, name: "Topa Topa Cycles" });
      const organized = await callers.admin.event.create({ ...event, date: iso(DAY), organizerId: created.id });
      await callers.admin.business.delete({ id: created.id });
      expect(await errorCodeOf(callers.visitor.business.bySlug({ slug: "topa-topa-cycles" }))).toBe("NOT_FOUND");
      expect((await callers.visitor.event.byId({ id: organized.id })).organizerId).toBeNull();

      const restored = await callers.admin.business.restore({ id: created.id });
      expect(restored.photos.map((photo) => photo.id)).toEqual([b, a]);
      expect((await callers.visitor.business.bySlug({ slug: "topa-topa-bikes" })).slug).toBe("topa-topa-cycles");
      expect((await callers.visitor.event.byId({ id: organized.id })).organizerId).toBe(created.id);
    }));
});

describe("event organizer", () => {
  test("events and series take a business as organizer; its page reads the next six visible ones", () =>
    withCallers(async ({ admin, visitor }) => {
      const shop = await admin.business.create(business);
      const at = (days: number, fields = {}) =>
        admin.event.create({ ...event, date: iso(days * DAY), organizerId: shop.id, ...fields });
      const created = await at(1);
      expect(created.organizerId).toBe(shop.id);
      for (const days of [2, 3, 4, 5, 6, 7]) await at(days);
      await at(-1);
      await at(0.5, { published: false });
      await admin.event.create({ ...event, date: iso(DAY / 2) });
      const upcoming = await visitor.event.byOrganizer({ id: shop.id });
      expect(upcoming.map((one) => one.date)).toEqual([1, 2, 3, 4, 5, 6].map((days) => iso(days * DAY)));

      expect((await admin.event.update({ ...event, id: created.id, date: iso(DAY) })).organizerId).toBe(shop.id);
      expect(
        (await admin.event.update({ ...event, id: created.id, date: iso(DAY), organizerId: null })).organizerId,
      ).toBe(null);

      const series = await admin.eventSeries.create({
        ...event,
        date: iso(DAY),
        rule: "FREQ=WEEKLY",
        count: 3,
        organizerId: shop.id,
      });
      expect(series.organizerId).toBe(shop.id);
      expect(series.occurrences.every((one) => one.organizerId === shop.id)).toBe(true);
    }));

  test("an organizer that is not a business is refused", () =>
    withCallers(async ({ admin, visitor }) => {
      const refused = await admin.event
        .create({ ...event, date: iso(DAY), organizerId: 4242 })
        .catch((error: { code: string; message: string }) => error);
      expect(refused).toMatchObject({ code: "BAD_REQUEST", message: "No business has id 4242" });
      expect(
        await errorCodeOf(
          admin.eventSeries.create({ ...event, date: iso(DAY), rule: "FREQ=DAILY", organizerId: 4242 }),
        ),
      ).toBe("BAD_REQUEST");
      expect(await errorCodeOf(visitor.event.byOrganizer({ id: 0 }))).toBe("BAD_REQUEST");
      expect(await visitor.event.byOrganizer({ id: 4242 })).toEqual([]);
    }));
});
