// REST /api/home: anyone reads the home page's content (the defaults until staff save, live figures
// counted), kept by the response cache and dropped by a save; editors and owners write it whole,
// a moderator is refused, and bad input is refused naming its fields.
import { API_TOKEN_PREFIX, hashToken, newToken } from "@chamber/api";
import { defaultHomeContent } from "@chamber/core/schemas";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MemoryServerCache } from "../../src/cache/server-cache.ts";
import { expectAdminOnly, expectError, expectValidationError, setup, T0, type TestContext } from "../helpers.ts";

let ctx: TestContext;
const cache = new MemoryServerCache({ now: () => T0 });
beforeAll(async () => {
  ctx = await setup({ cache, now: () => T0 });
});
afterAll(async () => {
  await ctx?.close();
  await cache.close();
});
beforeEach(async () => {
  await ctx.prisma.homeContent.deleteMany();
  await cache.invalidate("");
});

const read = () => ctx.app.inject({ method: "GET", url: "/api/home" });
const put = (payload: unknown, headers: Record<string, string> = ctx.auth) =>
  ctx.app.inject({ method: "PUT", url: "/api/home", headers, payload: payload as object });
const rows = () => ctx.prisma.homeContent.findMany();

describe("GET /api/home", () => {
  it("answers anyone with the defaults, live figures counted, and the response cache keeps it", async () => {
    const response = await read();
    expect(response.statusCode, response.body).toBe(200);
    const home = response.json();
    expect(home.slides.map((slide: { title: string }) => slide.title)).toEqual([
      "Welcome to Ojai",
      "Business Directory",
      "Community Events",
    ]);
    expect(home.figures).toEqual([
      { kind: "live", measure: "listedBusinesses", value: "0", label: "Local Businesses" },
      { kind: "live", measure: "eventsThisYear", value: "0", label: "Events This Year" },
      { kind: "fixed", measure: null, value: "100K+", label: "Annual Visitors" },
    ]);
    expect(cache.responses.get("/api/home")).toBeDefined();
  });
});

describe("PUT /api/home", () => {
  it("saves what an editor sends, and the next read (no longer cached) shows it", async () => {
    expect((await read()).json().slides[0].title).toBe("Welcome to Ojai");
    const slides = [{ ...defaultHomeContent.slides[0], title: "Tangerine season" }];
    const response = await put({ ...defaultHomeContent, slides });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().slides[0]).toMatchObject({ title: "Tangerine season", image: null });
    expect(cache.responses.get("/api/home")).toBeUndefined();
    expect((await read()).json().slides.map((slide: { title: string }) => slide.title)).toEqual(["Tangerine season"]);
    // The activity log names the change and who made it.
    const entry = await ctx.prisma.activityEntry.findFirst({ where: { entity: "HomeContent" } });
    expect(entry).toMatchObject({ action: "create", actorKind: "staff" });
  });

  it("refuses bad input with 400 naming each field, and saves nothing", async () => {
    const response = await put({
      ...defaultHomeContent,
      slides: [{ ...defaultHomeContent.slides[0], buttonTarget: "//evil.example" }],
      figures: [],
      testimonials: [{ name: "", business: "", text: "Fine.", rating: 0 }],
    });
    expectValidationError(response, "slides.0.buttonTarget", "figures", "testimonials.0.name", "testimonials.0.rating");
    expect(await rows()).toEqual([]);
  });

  it("is for staff only: 401 without a token, 403 for a moderator", async () => {
    await expectAdminOnly(ctx, { method: "PUT", url: "/api/home", payload: defaultHomeContent }, rows);
    const token = newToken(API_TOKEN_PREFIX);
    await ctx.prisma.apiToken.create({ data: { name: "Desk", tokenHash: hashToken(token), role: "moderator" } });
    expectError(await put(defaultHomeContent, { authorization: `Bearer ${token}` }), 403, "FORBIDDEN");
    expect(await rows()).toEqual([]);
  });
});
