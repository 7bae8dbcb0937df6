// REST /api/site-facts: the chamber's facts read by anyone, named and validated, and changed by
// staff as one form; each is still a setting row, so /api/settings sees the same values.
import { defaultSiteFacts } from "@chamber/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectAdminOnly, expectValidationError, setup, type TestContext } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.prisma.setting.deleteMany();
  // The rows were changed behind the API's back: start each test from what the database holds.
  await ctx.app.inject({ method: "PUT", url: "/api/site-facts", headers: ctx.auth, payload: defaultSiteFacts });
});

const facts = {
  ...defaultSiteFacts,
  name: "Ventura Chamber of Commerce",
  phone: "+1 805 555 0199",
  email: "hello@ventura-chamber.example",
  facebook: "",
  linkedin: "linkedin.example/ventura",
};

const read = async () => (await ctx.app.inject({ method: "GET", url: "/api/site-facts" })).json();
const rows = () => ctx.prisma.setting.findMany({ orderBy: { key: "asc" }, select: { key: true, value: true } });

describe("GET /api/site-facts", () => {
  it("answers anyone, signed in or not, with every fact", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/site-facts" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultSiteFacts);
  });
});

describe("PUT /api/site-facts", () => {
  it("changes the facts, writes their setting rows, and the next read shows them at once", async () => {
    expect(await read()).toEqual(defaultSiteFacts);
    const response = await ctx.app.inject({ method: "PUT", url: "/api/site-facts", headers: ctx.auth, payload: facts });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...facts, facebook: null, linkedin: "https://linkedin.example/ventura" };
    expect(response.json()).toEqual(expected);
    expect(await read()).toEqual(expected);
    const stored = new Map((await rows()).map((row) => [row.key, row.value]));
    expect(stored.get("contact.phone")).toBe("+1 805 555 0199");
    expect(stored.has("social.facebook")).toBe(false);
    // The settings list shows the same rows, so integrators of /api/settings see the change too.
    const listed = (await ctx.app.inject({ method: "GET", url: "/api/settings", headers: ctx.auth })).json();
    expect(listed).toContainEqual(expect.objectContaining({ key: "site.name", value: facts.name }));
  });

  it("refuses a bad phone, e-mail and link with 400 naming each field, and changes nothing", async () => {
    const before = await rows();
    const response = await ctx.app.inject({
      method: "PUT",
      url: "/api/site-facts",
      headers: ctx.auth,
      payload: { ...facts, phone: "call us", email: "nope", instagram: "not a link", name: "" },
    });
    expectValidationError(response, "phone", "email", "instagram", "name");
    expect(await rows()).toEqual(before);
  });

  it("is for staff only", async () => {
    await expectAdminOnly(ctx, { method: "PUT", url: "/api/site-facts", payload: facts }, rows);
  });
});
