// Lapsed deletes, unused images, old sent mail and old activity are purged; everything something
// still uses is kept.
import { UNDO_WINDOW_MS } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeUnused, SENT_MAIL_AGE_MS, UNUSED_IMAGE_AGE_MS } from "../../src/maintenance/purge-unused.ts";
import { at, days, setup, T0, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup({ ...uncached, signIn: false });
});
afterAll(() => ctx?.close());

const old = at(T0, -UNUSED_IMAGE_AGE_MS - 1_000);
const image = (createdAt: Date) =>
  ctx.prisma.image.create({ data: { hash: "0123456789abcdef", width: 400, height: 300, createdAt } });
const listing = { description: "x", category: "Retail", address: "1 Main St", phone: "(805) 555-0100" };

describe("purgeUnused", () => {
  it("drops images nothing uses a day after upload, keeping any that an entity, a pending submission or an undo uses", async () => {
    const [unused, young, ofBusiness, ofEvent, ofNews, ofPending, ofRejected, ofDeleted, morePhoto, trashedPhoto] =
      await Promise.all([
        image(old),
        image(at(T0, -UNUSED_IMAGE_AGE_MS + 60_000)),
        image(old),
        image(old),
        image(old),
        image(old),
        image(old),
        image(old),
        image(old),
        image(old),
      ]);
    await ctx.prisma.business.create({
      data: {
        ...listing,
        name: "Kept Shop",
        imageId: ofBusiness.id,
        photos: { create: { imageId: morePhoto.id, position: 0 } },
      },
    });
    await ctx.prisma.event.create({
      data: {
        title: "Kept",
        description: "x",
        category: "Music",
        location: "Libbey Park",
        date: T0,
        imageId: ofEvent.id,
      },
    });
    await ctx.prisma.newsArticle.create({
      data: {
        title: "Kept",
        excerpt: "x",
        content: "x",
        author: "Staff",
        category: "news",
        publishedAt: T0,
        imageId: ofNews.id,
      },
    });
    const submission = (status: "pending" | "rejected", imageId: number) =>
      ctx.prisma.submission.create({
        data: { kind: "business", status, payload: { name: "Shop", imageId }, submitterEmail: "a@example.com" },
      });
    await submission("pending", ofPending.id);
    await submission("rejected", ofRejected.id);
    await ctx.prisma.deletedRow.create({
      data: {
        entity: "business",
        rowId: "999",
        data: { name: "Gone", imageId: ofDeleted.id, photoIds: [trashedPhoto.id] },
        deletedAt: T0,
      },
    });

    const removed = await purgeUnused(ctx.db, T0);
    const left = new Set((await ctx.prisma.image.findMany({ select: { id: true } })).map((row) => row.id));
    expect([unused.id, ofRejected.id].filter((id) => left.has(id))).toEqual([]);
    for (const kept of [young, ofBusiness, ofEvent, ofNews, ofPending, ofDeleted, morePhoto, trashedPhoto]) {
      expect(left.has(kept.id)).toBe(true);
    }
    expect(removed.images).toBe(2);
  });

  it("drops mail sent over a month ago, never mail still to send or failing", async () => {
    const message = (status: "pending" | "sent" | "failed", sentAt: Date | null) =>
      ctx.prisma.outboxMessage.create({ data: { to: "a@example.com", subject: status, text: "x", status, sentAt } });
    const longAgo = at(T0, -SENT_MAIL_AGE_MS - days(1));
    const [oldSent, recentSent, failing, pending] = await Promise.all([
      message("sent", longAgo),
      message("sent", at(T0, -days(1))),
      message("failed", null),
      message("pending", null),
    ]);
    const removed = await purgeUnused(ctx.db, T0);
    const left = (await ctx.prisma.outboxMessage.findMany({ select: { id: true } })).map((row) => row.id).sort();
    expect(left).toEqual([recentSent.id, failing.id, pending.id].sort());
    expect(left).not.toContain(oldSent.id);
    expect(removed.mail).toBe(1);
  });

  it("forgets webhook deliveries delivered a month ago, keeping failed and waiting ones", async () => {
    const endpoint = await ctx.prisma.webhookEndpoint.create({
      data: { url: "https://hooks.example.com/in", events: ["business.created"], secret: "whsec_x" },
    });
    const delivery = (messageId: string, status: "pending" | "sent" | "failed", deliveredAt: Date | null) =>
      ctx.prisma.webhookDelivery.create({
        data: {
          endpointId: endpoint.id,
          messageId,
          type: "business.created",
          payload: {},
          orderKey: "Business:1",
          status,
          deliveredAt,
        },
      });
    const [, recent, failed] = await Promise.all([
      delivery("msg_old", "sent", at(T0, -SENT_MAIL_AGE_MS - days(1))),
      delivery("msg_recent", "sent", at(T0, -days(1))),
      delivery("msg_failed", "failed", null),
    ]);
    const removed = await purgeUnused(ctx.db, T0);
    const left = await ctx.prisma.webhookDelivery.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    expect(left.map((row) => row.id)).toEqual([recent.id, failed.id].sort((a, b) => a - b));
    expect(removed.webhooks).toBe(1);
  });

  it("forgets a deleted row once its undo window has passed, and with it a photo only that row kept", async () => {
    const photo = await image(old);
    const trashed = (rowId: string, deletedAt: Date) =>
      ctx.prisma.deletedRow.create({
        data: { entity: "contactMessage", rowId, data: { name: "Ana", imageId: photo.id }, deletedAt },
      });
    const lapsed = await trashed("801", at(T0, -UNDO_WINDOW_MS));
    const undoable = await trashed("802", at(T0, -UNDO_WINDOW_MS + 1_000));
    const removed = await purgeUnused(ctx.db, T0);
    const left = (await ctx.prisma.deletedRow.findMany({ select: { id: true } })).map((row) => row.id);
    expect(left).toContain(undoable.id);
    expect(left).not.toContain(lapsed.id);
    expect(removed.deleted).toBeGreaterThanOrEqual(1);
    // The undoable row still names the photo, so it stays for now.
    expect(await ctx.prisma.image.findUnique({ where: { id: photo.id } })).not.toBeNull();
    await ctx.prisma.deletedRow.delete({ where: { id: undoable.id } });
    await purgeUnused(ctx.db, T0);
    expect(await ctx.prisma.image.findUnique({ where: { id: photo.id } })).toBeNull();
  });

  it("records each lapsed delete's purge as the system's, under the entity and id it was", async () => {
    const row = await ctx.prisma.deletedRow.create({
      data: {
        entity: "newsArticle",
        rowId: "901",
        data: { id: 901, title: "Gone" },
        deletedAt: at(T0, -UNDO_WINDOW_MS),
      },
    });
    const mark = (await ctx.prisma.activityEntry.aggregate({ _max: { id: true } }))._max.id ?? 0;
    await purgeUnused(ctx.db, T0);
    const entries = await ctx.prisma.activityEntry.findMany({ where: { id: { gt: mark }, entity: "NewsArticle" } });
    expect(entries).toEqual([
      expect.objectContaining({
        actorKind: "system",
        actorName: "System",
        entityId: "901",
        action: "purge",
        changes: {},
      }),
    ]);
    expect(await ctx.prisma.deletedRow.findUnique({ where: { id: row.id } })).toBeNull();
  });

  it("forgets activity older than the retention (730 days unless set)", async () => {
    const entry = (daysAgo: number) =>
      ctx.prisma.activityEntry.create({
        data: {
          at: at(T0, -days(daysAgo)),
          actorKind: "system",
          actorName: "System",
          entity: "Page",
          entityId: String(daysAgo),
          action: "update",
          changes: {},
        },
      });
    const [ancient, kept, recent] = await Promise.all([entry(731), entry(729), entry(40)]);
    expect((await purgeUnused(ctx.db, T0)).activity).toBe(1);
    const left = async () => (await ctx.prisma.activityEntry.findMany({ select: { id: true } })).map((row) => row.id);
    expect(await left()).not.toContain(ancient.id);
    expect(await left()).toEqual(expect.arrayContaining([kept.id, recent.id]));
    await purgeUnused(ctx.db, T0, 30);
    expect(await left()).not.toContain(recent.id);
  });
});
