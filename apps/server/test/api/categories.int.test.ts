// REST /api/categories and the category of every business and event write (docs/decisions/023):
// the lists for anyone, staff's writes only for staff, a category given by name or slug in any case
// and answered by its name, anything else a 400 naming the allowed ones in the shared error shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, expectValidationError, setup, type TestContext } from "../helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx?.close());

interface Category {
  id: number;
  kind: string;
  name: string;
  slug: string;
  position: number;
}

const business = { name: "Sespe Gallery", description: "Paintings.", address: "1 Ojai Ave", phone: "555-0100" };
const event = { title: "Porch Concert", description: "Folk.", location: "Arcade", date: "2027-07-04T01:30:00Z" };

const list = async (kind: string) => {
  const response = await ctx.app.inject({ method: "GET", url: `/api/categories?kind=${kind}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Category[]>();
};

describe("GET /api/categories", () => {
  it("answers a kind's list in order, to anyone", async () => {
    expect((await list("business")).map((c) => c.name)).toEqual([
      "Dining",
      "Retail",
      "Services",
      "Professional",
      "Health & Wellness",
      "Arts",
      "Lodging",
      "Other",
    ]);
    expect((await list("event")).map((c) => c.slug)).toContain("music");
  });

  it("refuses a missing or unknown kind, naming it", async () => {
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/categories" }), "kind");
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/categories?kind=news" }), "kind");
  });
});

describe("a category in business and event writes", () => {
  it("takes a name or a slug in any case and answers the name", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: { ...business, category: "HEALTH-WELLNESS" },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ category: "Health & Wellness" });
    const filtered = await ctx.app.inject({ method: "GET", url: "/api/businesses?category=health-wellness" });
    expect(filtered.json<{ name: string }[]>().map((b) => b.name)).toEqual(["Sespe Gallery"]);
  });

  it("refuses a category not in the list with a 400 naming the allowed ones", async () => {
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: { ...business, category: "Gallery" },
    });
    const body = expectValidationError(refused, "category");
    expect(body.issues[0]?.message).toBe(
      "Category must be one of: Dining, Retail, Services, Professional, Health & Wellness, Arts, Lodging, Other",
    );
    // An event takes an event category only.
    const wrongKind = await ctx.app.inject({
      method: "POST",
      url: "/api/events",
      headers: ctx.auth,
      payload: { ...event, category: "Dining" },
    });
    expect(expectValidationError(wrongKind, "category").issues[0]?.message).toMatch(
      /^Category must be one of: Festival, Music/,
    );
    // A filter too.
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/events?category=Spaceships" }), "category");
  });

  it("keeps an event's website and shows it", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/events",
      headers: ctx.auth,
      payload: { ...event, category: "music", website: "porch.example.com/summer" },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    const read = await ctx.app.inject({ method: "GET", url: `/api/events/${id}` });
    expect(read.json()).toMatchObject({ category: "Music", website: "https://porch.example.com/summer" });
  });
});

describe("staff's category writes", () => {
  it("adds, renames and merges; every listing follows", async () => {
    const added = await ctx.app.inject({
      method: "POST",
      url: "/api/categories",
      headers: ctx.auth,
      payload: { kind: "business", name: "Galleries" },
    });
    expect(added.statusCode, added.body).toBe(200);
    const galleries = added.json<Category>();
    expect(galleries).toMatchObject({ slug: "galleries", position: 8 });
    const shop = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: { ...business, name: "Frame Shop", category: "galleries" },
    });
    const { id } = shop.json<{ id: number }>();
    const renamed = await ctx.app.inject({
      method: "PUT",
      url: `/api/categories/${galleries.id}`,
      headers: ctx.auth,
      payload: { name: "Galleries & Frames" },
    });
    expect(renamed.json()).toMatchObject({ name: "Galleries & Frames", slug: "galleries" });
    expect((await ctx.app.inject({ method: "GET", url: `/api/businesses/${id}` })).json()).toMatchObject({
      category: "Galleries & Frames",
    });
    const arts = (await list("business")).find((c) => c.name === "Arts") as Category;
    const merged = await ctx.app.inject({
      method: "POST",
      url: `/api/categories/${galleries.id}/merge`,
      headers: ctx.auth,
      payload: { into: arts.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ into: { name: "Arts" }, moved: 1 });
    expect((await ctx.app.inject({ method: "GET", url: `/api/businesses/${id}` })).json()).toMatchObject({
      category: "Arts",
    });
    expect((await list("business")).map((c) => c.name)).not.toContain("Galleries & Frames");
  });

  it("carries a renamed or merged category to deleted listings, which the undo puts back in it", async () => {
    const staff = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: ctx.auth, ...(payload && { payload }) });
    const add = async (kind: string, name: string) =>
      (await staff("POST", "/api/categories", { kind, name })).json<Category>();
    const post = async (url: string, payload: object) => {
      const created = await staff("POST", url, payload);
      expect(created.statusCode, created.body).toBe(200);
      return created.json<{ id: number }>().id;
    };
    const remove = (url: string) => staff("DELETE", url);
    const restore = (url: string) => staff("POST", `${url}/restore`);
    const merge = async (from: Category, into: string) => {
      const target = (await list(from.kind)).find((c) => c.name === into) as Category;
      const merged = await staff("POST", `/api/categories/${from.id}/merge`, { into: target.id });
      expect(merged.statusCode, merged.body).toBe(200);
    };

    const studios = await add("business", "Studios");
    const shop = `/api/businesses/${await post("/api/businesses", { ...business, name: "Clay Studio", category: "Studios" })}`;
    const jams = await add("event", "Jams");
    const jam = `/api/events/${await post("/api/events", { ...event, title: "Porch Jam", category: "Jams" })}`;
    const series = `/api/event-series/${await post("/api/event-series", {
      ...event,
      title: "Monthly Jam",
      category: "Jams",
      rule: "FREQ=WEEKLY",
    })}`;
    for (const url of [shop, jam, series]) expect((await remove(url)).statusCode).toBe(200);

    const renamed = await staff("PUT", `/api/categories/${studios.id}`, { name: "Open Studios" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await merge({ ...studios, name: "Open Studios" }, "Arts");
    await merge(jams, "Music");

    const back = await restore(shop);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ name: "Clay Studio", category: "Arts" });
    const jamBack = await restore(jam);
    expect(jamBack.statusCode, jamBack.body).toBe(200);
    expect(jamBack.json()).toMatchObject({ title: "Porch Jam", category: "Music" });
    const seriesBack = await restore(series);
    expect(seriesBack.statusCode, seriesBack.body).toBe(200);
    const restored = seriesBack.json<{ category: string; occurrences: { category: string }[] }>();
    expect(restored.category).toBe("Music");
    expect(restored.occurrences.length).toBeGreaterThan(0);
    expect(new Set(restored.occurrences.map((occurrence) => occurrence.category))).toEqual(new Set(["Music"]));
  });

  it("orders a kind's list", async () => {
    const ids = (await list("event")).map((c) => c.id).reverse();
    const ordered = await ctx.app.inject({
      method: "POST",
      url: "/api/categories/order",
      headers: ctx.auth,
      payload: { kind: "event", ids },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await list("event")).map((c) => c.id)).toEqual(ids);
  });

  it("is for staff only", async () => {
    await expectAdminOnly(
      ctx,
      { method: "POST", url: "/api/categories", payload: { kind: "event", name: "Hacked" } },
      () => ctx.prisma.category.count(),
    );
  });

  it("is documented for integrators", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/categories", "/categories/{id}", "/categories/{id}/merge", "/categories/order"]),
    );
  });
});
