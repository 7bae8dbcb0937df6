// POST /api/contact (public) and /api/contact-messages (admin): docs/architecture.md §4.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  at,
  expectAdminOnly,
  expectError,
  expectValidationError,
  minutes,
  setup,
  T0,
  type TestContext,
  uncached,
} from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup(uncached);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.prisma.contactMessage.deleteMany();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  firstName: "June",
  lastName: "Carver",
  email: "june@example.com",
  subject: "Membership Information",
  message: "How do I join the chamber?\nThanks!",
  ...overrides,
});

const rows = () => ctx.prisma.contactMessage.findMany({ orderBy: { id: "asc" } });

describe("POST /api/contact", () => {
  it("stores the message, trimmed, and answers a receipt", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: body({ firstName: "  June ", email: " june@example.com " }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await rows()).toMatchObject([body()]);
  });

  it("requires all five fields and names each one", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { firstName: " " } });
    expectValidationError(response, "firstName", "lastName", "email", "subject", "message");
    expect(await rows()).toHaveLength(0);
  });

  it("rejects a bad email and an over-long message", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: body({ email: "june@", message: "m".repeat(5001) }),
    });
    expectValidationError(response, "email", "message");
  });

  it("ignores client-supplied id and createdAt", async () => {
    await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: body({ id: 5000, createdAt: "2000-01-01T00:00:00Z" }),
    });
    const [stored] = await rows();
    expect(stored?.id).not.toBe(5000);
    expect(stored?.createdAt.getUTCFullYear()).not.toBe(2000);
  });
});

describe("/api/contact-messages", () => {
  beforeEach(async () => {
    await ctx.prisma.contactMessage.createMany({
      data: [
        { ...body(), subject: "Oldest", createdAt: at(T0, -minutes(10)) },
        { ...body(), subject: "Newest", createdAt: T0 },
        { ...body(), subject: "Middle", createdAt: at(T0, -minutes(5)) },
      ],
    });
  });

  it("lists messages newest first for an admin", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { subject: string }[]).map((m) => m.subject)).toEqual(["Newest", "Middle", "Oldest"]);
  });

  it("never shows messages to the public", async () => {
    await expectAdminOnly(ctx, { method: "GET", url: "/api/contact-messages" }, rows);
  });

  it("deletes a message; 404 for a missing id; 400 for a non-numeric one", async () => {
    const [first] = await rows();
    const response = await ctx.app.inject({
      method: "DELETE",
      url: `/api/contact-messages/${first?.id}`,
      headers: ctx.auth,
    });
    expect(response.json()).toEqual({ success: true, id: first?.id });
    expect(await rows()).toHaveLength(2);
    expectError(
      await ctx.app.inject({ method: "DELETE", url: "/api/contact-messages/4242", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    expectValidationError(
      await ctx.app.inject({ method: "DELETE", url: "/api/contact-messages/all", headers: ctx.auth }),
      "id",
    );
  });

  it("refuses a delete without a valid token and deletes nothing", async () => {
    const [first] = await rows();
    await expectAdminOnly(ctx, { method: "DELETE", url: `/api/contact-messages/${first?.id}` }, rows);
  });
});

describe("handling a contact message", () => {
  const messageId = async () => (await ctx.prisma.contactMessage.create({ data: body() })).id;
  const unread = async () =>
    (await ctx.app.inject({ method: "GET", url: "/api/contact-messages/unread-count", headers: ctx.auth })).json<{
      count: number;
    }>().count;

  it("marks a message handled by the caller, now, and back; the unread count follows", async () => {
    const id = await messageId();
    await messageId();
    expect(await unread()).toBe(2);
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/contact-messages/${id}/handled`,
      headers: ctx.auth,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const handled = response.json<{ handledAt: string; handledBy: string; replies: unknown[] }>();
    expect(handled.handledBy).toBe(ADMIN_EMAIL);
    expect(Date.now() - Date.parse(handled.handledAt)).toBeLessThan(60_000);
    expect(handled.replies).toEqual([]);
    expect(await unread()).toBe(1);

    // The activity log says who handled it.
    const [entry] = await ctx.prisma.activityEntry.findMany({
      where: { entity: "ContactMessage", entityId: String(id), action: "update" },
    });
    expect(entry).toMatchObject({ actorName: ADMIN_EMAIL });
    expect(Object.keys(entry?.changes as object)).toEqual(expect.arrayContaining(["handledAt", "handledById"]));

    const undone = await ctx.app.inject({
      method: "POST",
      url: `/api/contact-messages/${id}/handled`,
      headers: ctx.auth,
      payload: { handled: false },
    });
    expect(undone.json()).toMatchObject({ handledAt: null, handledBy: null });
    expect(await unread()).toBe(2);
    const [listed] = (await ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: ctx.auth })).json<
      { handledAt: unknown }[]
    >();
    expect(listed).toMatchObject({ handledAt: null, handledBy: null, replies: [] });
  });

  it("answers 404 for a missing message and 400 for bad input", async () => {
    for (const url of ["/api/contact-messages/4242/handled", "/api/contact-messages/4242/reply"])
      expectError(
        await ctx.app.inject({ method: "POST", url, headers: ctx.auth, payload: { text: "Hello" } }),
        404,
        "NOT_FOUND",
      );
    const id = await messageId();
    for (const text of ["   ", "x".repeat(10_001), undefined])
      expectValidationError(
        await ctx.app.inject({
          method: "POST",
          url: `/api/contact-messages/${id}/reply`,
          headers: ctx.auth,
          payload: { text },
        }),
        "text",
      );
    expect(await ctx.prisma.contactReply.count()).toBe(0);
  });

  it("lets only staff handle, answer or count messages", async () => {
    const id = await messageId();
    const snapshot = () => ctx.prisma.contactMessage.findMany({ include: { replies: true } });
    await expectAdminOnly(ctx, { method: "POST", url: `/api/contact-messages/${id}/handled`, payload: {} }, snapshot);
    await expectAdminOnly(
      ctx,
      { method: "POST", url: `/api/contact-messages/${id}/reply`, payload: { text: "Hi" } },
      snapshot,
    );
    await expectAdminOnly(ctx, { method: "GET", url: "/api/contact-messages/unread-count" }, snapshot);
  });
});

describe("undoing the delete of a handled message", () => {
  it("brings it back handled, by no one once that person left the staff", async () => {
    const gone = await ctx.prisma.adminUser.create({ data: { email: "gone@test.example", passwordHash: "x" } });
    const { id } = await ctx.prisma.contactMessage.create({
      data: { ...body(), handledAt: T0, handledById: gone.id },
    });
    const deleted = await ctx.app.inject({ method: "DELETE", url: `/api/contact-messages/${id}`, headers: ctx.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await ctx.prisma.adminUser.delete({ where: { id: gone.id } });
    const restored = await ctx.app.inject({
      method: "POST",
      url: `/api/contact-messages/${id}/restore`,
      headers: ctx.auth,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id, handledAt: T0.toISOString(), handledBy: null, replies: [] });
  });
});
