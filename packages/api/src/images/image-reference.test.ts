// The optional image of business, event and news writes: a stored image is attached and read back
// as `{ id, url, width, height }`, an unknown id is a bad field (nothing written), null removes it
// and leaving it out keeps it.
import { encodeImage, saveImage } from "@chamber/db";
import { pngImage } from "@chamber/db/test-images";
import { TRPCError } from "@trpc/server";
import { describe, expect, test } from "vitest";
import { type Callers, openCallers } from "../testing/callers.ts";

const business = {
  name: "Topa Topa Bikes",
  description: "Rentals.",
  category: "retail",
  address: "1 Ojai Ave",
  phone: "555-0100",
};
const event = {
  title: "Lavender Walk",
  description: "A walk.",
  category: "community",
  location: "Libbey Park",
  date: "2026-07-01T17:00:00.000Z",
};
const article = { title: "New trail map", content: "The map is out.", category: "community", author: "Staff" };

/** The three kinds of write that take an image, through one shape. */
const kinds = {
  business: {
    create: (c: Callers, imageId?: number | null) => c.admin.business.create({ ...business, imageId }),
    update: (c: Callers, id: number, imageId?: number | null) => c.admin.business.update({ ...business, id, imageId }),
    read: (c: Callers, id: number) => c.visitor.business.byId({ id }),
    count: (c: Callers) => c.db.prisma.business.count(),
  },
  event: {
    create: (c: Callers, imageId?: number | null) => c.admin.event.create({ ...event, imageId }),
    update: (c: Callers, id: number, imageId?: number | null) => c.admin.event.update({ ...event, id, imageId }),
    read: (c: Callers, id: number) => c.visitor.event.byId({ id }),
    count: (c: Callers) => c.db.prisma.event.count(),
  },
  news: {
    create: (c: Callers, imageId?: number | null) => c.admin.news.create({ ...article, imageId }),
    update: (c: Callers, id: number, imageId?: number | null) => c.admin.news.update({ ...article, id, imageId }),
    read: (c: Callers, id: number) => c.visitor.news.byId({ id }),
    count: (c: Callers) => c.db.prisma.newsArticle.count(),
  },
};

describe.each(Object.entries(kinds))("%s writes with imageId", (_kind, kind) => {
  test("attach, keep when left out, remove with null; an unknown id is refused and writes nothing", async () => {
    const callers = await openCallers();
    try {
      const stored = await saveImage(callers.db.prisma, await encodeImage(await pngImage(900, 600)));
      const created = await kind.create(callers, stored.id);
      const expected = {
        id: stored.id,
        url: `/images/${stored.id}-${stored.hash}-900.webp`,
        width: 900,
        height: 600,
      };
      expect(created.image).toEqual(expected);
      expect((await kind.read(callers, created.id)).image).toEqual(expected);

      expect((await kind.update(callers, created.id, undefined)).image).toEqual(expected);
      expect((await kind.update(callers, created.id, null)).image).toBeNull();

      const before = await kind.count(callers);
      const refused = await kind.create(callers, stored.id + 1000).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(TRPCError);
      expect((refused as TRPCError).code).toBe("BAD_REQUEST");
      expect((refused as TRPCError).message).toBe(`No image has id ${stored.id + 1000}`);
      expect(await kind.count(callers)).toBe(before);
      const refusedUpdate = await kind.update(callers, created.id, stored.id + 1000).catch((error: unknown) => error);
      expect((refusedUpdate as TRPCError).code).toBe("BAD_REQUEST");
      expect((await kind.read(callers, created.id)).image).toBeNull();
    } finally {
      await callers.close();
    }
  }, 30_000);
});

test("a searched business carries its photo, as the unsearched list does", async () => {
  const callers = await openCallers();
  try {
    const stored = await saveImage(callers.db.prisma, await encodeImage(await pngImage(900, 600)));
    const withPhoto = await callers.admin.business.create({
      ...business,
      name: "Pinecrest Photo Lab",
      imageId: stored.id,
    });
    await callers.admin.business.create({ ...business, name: "Pinecrest Frames" });
    const searched = await callers.visitor.business.listPage({ search: "pinecrest" });
    const photoOf = (name: string) => searched.items.find((row) => row.name === name)?.image;
    expect(photoOf("Pinecrest Photo Lab")).toEqual(withPhoto.image);
    expect(photoOf("Pinecrest Frames")).toBeNull();
    const listed = await callers.visitor.business.list({});
    expect(listed.find((row) => row.name === "Pinecrest Photo Lab")?.image).toEqual(withPhoto.image);
  } finally {
    await callers.close();
  }
});
