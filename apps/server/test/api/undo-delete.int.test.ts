// Undoable deletes over REST (docs/decisions/013-undoable-deletes.md): DELETE answers as before and
// the item leaves every read at once (the cached public reads, feeds and sitemap included);
// POST /api/<entity>/{id}/restore brings it back unchanged inside the undo window, 404 after it,
// 401 without an admin.
import { UNDO_WINDOW_MS } from "@chamber/api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { at, days, expectAdminOnly, expectError, manualClock, setup, T0, type TestContext } from "../helpers.ts";

const clock = manualClock(T0);
let ctx: TestContext;

// The real read cache, not `uncached`: the test checks that delete and restore both drop it.
beforeAll(async () => {
  ctx = await setup({ now: clock.now });
});
afterAll(() => ctx?.close());
beforeEach(() => clock.set(T0));

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const post = (url: string, payload?: unknown) =>
  ctx.app.inject({ method: "POST", url, headers: ctx.auth, ...(payload ? { payload } : {}) });
const del = (url: string) => ctx.app.inject({ method: "DELETE", url, headers: ctx.auth });

async function createBusiness(name: string) {
  const response = await post("/api/businesses", {
    name,
    description: "Hand-thrown pottery.",
    category: "retail",
    address: "5 Signal St, Ojai",
    phone: "(805) 555-0150",
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; name: string }>();
}

const publicNames = async () => (await get("/api/businesses")).json<{ name: string }[]>().map((b) => b.name);

describe("DELETE then POST …/restore on /api/businesses", () => {
  it("hides the business from every read at once and brings it back unchanged", async () => {
    const shop = await createBusiness("Potter's Wheel");
    const before = (await get(`/api/businesses/${shop.id}`)).json();
    expect(await publicNames()).toContain("Potter's Wheel"); // now cached

    const deleted = await del(`/api/businesses/${shop.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, id: shop.id });
    expect(await publicNames()).not.toContain("Potter's Wheel");
    expectError(await get(`/api/businesses/${shop.id}`), 404, "NOT_FOUND");
    const adminList = await ctx.app.inject({ method: "GET", url: "/api/businesses?scope=all", headers: ctx.auth });
    expect(adminList.json<{ id: number }[]>().map((b) => b.id)).not.toContain(shop.id);

    clock.set(at(T0, UNDO_WINDOW_MS - 1_000));
    const restored = await post(`/api/businesses/${shop.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(before);
    expect(await publicNames()).toContain("Potter's Wheel");
    expect((await get(`/api/businesses/${shop.id}`)).json()).toEqual(before);
  });

  it("is 404 once the undo window has closed, and the business stays gone", async () => {
    const shop = await createBusiness("Gone For Good");
    await del(`/api/businesses/${shop.id}`);
    clock.set(at(T0, UNDO_WINDOW_MS));
    expectError(await post(`/api/businesses/${shop.id}/restore`), 404, "NOT_FOUND");
    expect(await publicNames()).not.toContain("Gone For Good");
  });

  it("refuses a restore without an admin and keeps the undo for the admin", async () => {
    const shop = await createBusiness("Guarded Goods");
    await del(`/api/businesses/${shop.id}`);
    await expectAdminOnly(ctx, { method: "POST", url: `/api/businesses/${shop.id}/restore` }, () =>
      ctx.prisma.business.findMany({ orderBy: { id: "asc" } }),
    );
    expect((await post(`/api/businesses/${shop.id}/restore`)).statusCode).toBe(200);
  });

  it("is 404 for a business that was never deleted, and 400 for an id that is not one", async () => {
    expectError(await post("/api/businesses/999999/restore"), 404, "NOT_FOUND");
    expect((await post("/api/businesses/abc/restore")).statusCode).toBe(400);
  });
});

describe("restore on the other entities", () => {
  it("an event leaves the calendar feed and comes back to it", async () => {
    const created = await post("/api/events", {
      title: "Undo Night Market",
      description: "Stalls and music.",
      date: at(T0, days(3)).toISOString(),
      location: "Libbey Park",
      category: "community",
    });
    const { id } = created.json<{ id: number }>();
    const feed = async () => (await get("/feeds/events.ics")).body;
    expect(await feed()).toContain("Undo Night Market");
    await del(`/api/events/${id}`);
    expect(await feed()).not.toContain("Undo Night Market");
    expect((await post(`/api/events/${id}/restore`)).statusCode).toBe(200);
    expect(await feed()).toContain("Undo Night Market");
  });

  it("a news article leaves the RSS feed and comes back to it", async () => {
    const created = await post("/api/news", {
      title: "Undo Headline",
      content: "Body.",
      author: "Staff",
      category: "community",
      publishedAt: at(T0, -days(1)).toISOString(),
    });
    const { id } = created.json<{ id: number }>();
    const feed = async () => (await get("/feeds/news.xml")).body;
    expect(await feed()).toContain("Undo Headline");
    await del(`/api/news/${id}`);
    expect(await feed()).not.toContain("Undo Headline");
    expect((await post(`/api/news/${id}/restore`)).statusCode).toBe(200);
    expect(await feed()).toContain("Undo Headline");
  });

  it("a deal and a job leave their lists and feeds, and come back", async () => {
    const shop = await createBusiness("Undo Orchard");
    const window = { startsAt: at(T0, -days(1)).toISOString(), endsAt: at(T0, days(5)).toISOString() };
    const deal = (
      await post("/api/deals", { businessId: shop.id, title: "Undo Deal", description: "d", ...window })
    ).json<{
      id: number;
    }>();
    const job = (
      await post("/api/jobs", {
        businessId: shop.id,
        title: "Undo Job",
        description: "d",
        employmentType: "seasonal",
        location: { kind: "business" },
        apply: { email: "jobs@undo.example" },
      })
    ).json<{ id: number }>();
    const shown = async () => [(await get("/feeds/deals.xml")).body, (await get("/api/jobs")).body].join();
    expect(await shown()).toMatch(/Undo Deal.*Undo Job/s);
    expect((await del(`/api/deals/${deal.id}`)).statusCode).toBe(200);
    expect((await del(`/api/jobs/${job.id}`)).statusCode).toBe(200);
    expect(await shown()).not.toMatch(/Undo Deal|Undo Job/);
    expect((await post(`/api/deals/${deal.id}/restore`)).statusCode).toBe(200);
    expect((await post(`/api/jobs/${job.id}/restore`)).statusCode).toBe(200);
    expect(await shown()).toMatch(/Undo Deal.*Undo Job/s);
  });

  it("a page leaves the sitemap and its URL, and comes back to both", async () => {
    const created = await post("/api/pages", {
      title: "Undo Page",
      slug: "undo-page",
      content: "Hi.",
      published: true,
    });
    const { id } = created.json<{ id: number }>();
    const inSitemap = async () => (await get("/sitemap.xml")).body.includes("/page/undo-page");
    expect((await get("/api/pages/undo-page")).statusCode).toBe(200);
    expect(await inSitemap()).toBe(true);
    await del(`/api/pages/${id}`);
    expectError(await get("/api/pages/undo-page"), 404, "NOT_FOUND");
    expect(await inSitemap()).toBe(false);
    expect((await post(`/api/pages/${id}/restore`)).statusCode).toBe(200);
    expect((await get("/api/pages/undo-page")).statusCode).toBe(200);
    expect(await inSitemap()).toBe(true);
  });

  it("a setting is restored by its key", async () => {
    await post("/api/settings", { key: "undo.test", value: "v1" });
    expect((await del("/api/settings/undo.test")).json()).toEqual({ success: true, key: "undo.test" });
    const restored = await post("/api/settings/undo.test/restore");
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ value: string }>().value).toBe("v1");
    expectError(await post("/api/settings/undo.test/restore"), 404, "NOT_FOUND");
  });

  it("a board member, a contact message and a subscription answer their restore routes", async () => {
    const member = (await post("/api/board-members", { name: "Rae Undo", title: "Chair", order: 1 })).json<{
      id: number;
    }>();
    await post("/api/newsletter", { email: "undo@example.com" });
    await post("/api/contact", {
      firstName: "Una",
      lastName: "Do",
      email: "una@example.com",
      subject: "Hi",
      message: "Hello there.",
    });
    const list = async (url: string) =>
      (await ctx.app.inject({ method: "GET", url, headers: ctx.auth })).json<{ id: number }[]>();
    const [subscription] = await list("/api/newsletter-subscriptions");
    const [message] = await list("/api/contact-messages");
    for (const url of [
      `/api/board-members/${member.id}`,
      `/api/newsletter-subscriptions/${subscription?.id}`,
      `/api/contact-messages/${message?.id}`,
    ]) {
      expect((await del(url)).statusCode).toBe(200);
      const restored = await post(`${url}/restore`);
      expect(restored.statusCode, `${url}: ${restored.body}`).toBe(200);
    }
    expect(await list("/api/newsletter-subscriptions")).toHaveLength(1);
    expect(await list("/api/contact-messages")).toHaveLength(1);
  });

  it("a draft newsletter issue comes back whole", async () => {
    const draft = { subject: "Undo me", list: "events", body: "## Soon" };
    const { id } = (await post("/api/newsletter-issues", draft)).json<{ id: number }>();
    expect((await del(`/api/newsletter-issues/${id}`)).statusCode).toBe(200);
    const restored = await post(`/api/newsletter-issues/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id, ...draft, status: "draft" });
    expectError(await post(`/api/newsletter-issues/${id}/restore`), 404, "NOT_FOUND");
  });
});
