// REST /api/settings (docs/architecture.md §4): admin-only, addressed by key, keys unique (409).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectAdminOnly, expectError, expectValidationError, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup(uncached);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.prisma.setting.deleteMany();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  key: "site.phone",
  value: "(805) 555-0142",
  description: "Main office phone",
  ...overrides,
});

const rows = () => ctx.prisma.setting.findMany({ orderBy: { id: "asc" } });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/settings",
    headers: ctx.auth,
    payload: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; key: string; [key: string]: unknown }>();
}

describe("settings are admin-only", () => {
  it("refuses the list to the public", async () => {
    await create();
    await expectAdminOnly(ctx, { method: "GET", url: "/api/settings" }, rows);
  });

  it("refuses create, update and delete without a valid token and changes nothing", async () => {
    await create();
    await expectAdminOnly(ctx, { method: "POST", url: "/api/settings", payload: body({ key: "other" }) }, rows);
    await expectAdminOnly(ctx, { method: "PUT", url: "/api/settings/site.phone", payload: body({ value: "x" }) }, rows);
    await expectAdminOnly(ctx, { method: "DELETE", url: "/api/settings/site.phone" }, rows);
  });
});

describe("POST /api/settings", () => {
  it("adds a setting", async () => {
    expect(await create()).toMatchObject(body());
    expect(await rows()).toHaveLength(1);
  });

  it("answers 409 CONFLICT for a key already in use", async () => {
    await create();
    expectError(
      await ctx.app.inject({
        method: "POST",
        url: "/api/settings",
        headers: ctx.auth,
        payload: body({ value: "other" }),
      }),
      409,
      "CONFLICT",
    );
    expect(await rows()).toHaveLength(1);
  });

  it("rejects a key outside ^[a-z0-9][a-z0-9._-]*$ and a missing value", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/settings",
      headers: ctx.auth,
      payload: { key: "Site Phone", value: "" },
    });
    expectValidationError(response, "key", "value");
    expect(await rows()).toHaveLength(0);
  });

  it("stores an empty description as null", async () => {
    expect(await create({ description: "" })).toMatchObject({ description: null });
  });
});

describe("GET, PUT and DELETE /api/settings/{key}", () => {
  it("lists settings by key for an admin", async () => {
    await create({ key: "site.zip" });
    await create({ key: "site.address" });
    const response = await ctx.app.inject({ method: "GET", url: "/api/settings", headers: ctx.auth });
    expect((response.json() as { key: string }[]).map((s) => s.key)).toEqual(["site.address", "site.zip"]);
  });

  it("changes a setting's value; the key comes from the path", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({
      method: "PUT",
      url: "/api/settings/site.phone",
      headers: ctx.auth,
      payload: { value: "(805) 555-0199", description: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, key: "site.phone", value: "(805) 555-0199", description: null });
  });

  it("rejects an empty value on update and leaves the row unchanged", async () => {
    await create();
    const before = await rows();
    expectValidationError(
      await ctx.app.inject({
        method: "PUT",
        url: "/api/settings/site.phone",
        headers: ctx.auth,
        payload: { value: " " },
      }),
      "value",
    );
    expect(await rows()).toEqual(before);
  });

  it("deletes a setting", async () => {
    await create();
    const response = await ctx.app.inject({ method: "DELETE", url: "/api/settings/site.phone", headers: ctx.auth });
    expect(response.json()).toEqual({ success: true, key: "site.phone" });
    expect(await rows()).toHaveLength(0);
  });

  it("rejects a malformed key in the path", async () => {
    await create();
    const before = await rows();
    expectValidationError(
      await ctx.app.inject({
        method: "PUT",
        url: "/api/settings/Site%20Phone",
        headers: ctx.auth,
        payload: { value: "v" },
      }),
      "key",
    );
    expectValidationError(
      await ctx.app.inject({ method: "DELETE", url: "/api/settings/-phone", headers: ctx.auth }),
      "key",
    );
    expect(await rows()).toEqual(before);
  });

  it("answers 404 for a missing key", async () => {
    expectError(
      await ctx.app.inject({ method: "PUT", url: "/api/settings/no.such", headers: ctx.auth, payload: { value: "v" } }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await ctx.app.inject({ method: "DELETE", url: "/api/settings/no.such", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
  });
});
