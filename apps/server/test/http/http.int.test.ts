// How the API reads request bodies and shapes every error (docs/architecture.md §4 "Errors", "Input hygiene"):
// empty JSON bodies are no body, broken or oversized bodies get the standard error body, and no
// error ever carries more than `{ message, code, issues? }`.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BODY_LIMIT } from "../../src/app.ts";
import { expectError, expectValidationError, login, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup(uncached);
});
afterAll(() => ctx?.close());

const json = { "content-type": "application/json" };
const business = {
  name: "Rains Ojai",
  description: "Department store since 1910.",
  category: "Retail",
  address: "218 E Ojai Ave",
  phone: "(805) 555-0123",
};

describe("empty JSON bodies", () => {
  let id: number;
  beforeEach(async () => {
    ({ id } = await ctx.prisma.business.create({ data: business }));
  });

  it("accepts DELETE with Content-Type: application/json and an empty body", async () => {
    const response = await ctx.app.inject({
      method: "DELETE",
      url: `/api/businesses/${id}`,
      headers: { ...ctx.auth, ...json },
      payload: "",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, id });
    expect(await ctx.prisma.business.count({ where: { id } })).toBe(0);
  });

  it("accepts POST /api/auth/logout with Content-Type: application/json and an empty body, or with no content type", async () => {
    for (const headers of [json, {}]) {
      const token = await login(ctx.app);
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload: "",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
  });

  it("reads an empty body on a write that needs one as missing fields (400, not 415 or 500)", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: { ...ctx.auth, ...json },
      payload: "",
    });
    expectValidationError(response, "name");
    const whitespace = await ctx.app.inject({
      method: "PUT",
      url: `/api/businesses/${id}`,
      headers: { ...ctx.auth, ...json },
      payload: "  \n",
    });
    expectValidationError(whitespace, "name");
  });
});

describe("bad bodies", () => {
  it("answers broken JSON with 400 and the standard body", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: json,
      payload: '{"firstName": "June",',
    });
    expectError(response, 400, "BAD_REQUEST");
  });

  it("refuses prototype poisoning as bad input", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: json,
      payload: '{"__proto__": {"admin": true}, "firstName": "June"}',
    });
    expectError(response, 400, "BAD_REQUEST");
  });

  it("answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE", async () => {
    const payload = JSON.stringify({ message: "x".repeat(BODY_LIMIT) });
    const response = await ctx.app.inject({ method: "POST", url: "/api/contact", headers: json, payload });
    expectError(response, 413, "PAYLOAD_TOO_LARGE");
    expect(BODY_LIMIT).toBe(1024 * 1024);
  });

  it("answers an unsupported content type with 415 and the standard body", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expectError(response, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(response.json().message).toBe('Unsupported content-type "text/plain"');
  });
});

describe("error bodies", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    expectError(await ctx.app.inject({ method: "GET", url: "/api/nope" }), 404, "NOT_FOUND");
    expectError(await ctx.app.inject({ method: "GET", url: "/api/businesses/1/reviews" }), 404, "NOT_FOUND");
    expectError(await ctx.app.inject({ method: "POST", url: "/api/unknown", payload: {} }), 404, "NOT_FOUND");
  });

  it("keeps procedure errors to message and code: no data, no stack", async () => {
    for (const response of [
      await ctx.app.inject({ method: "GET", url: "/api/settings" }),
      await ctx.app.inject({ method: "GET", url: "/api/businesses/4242" }),
      await ctx.app.inject({ method: "DELETE", url: "/api/businesses/4242", headers: ctx.auth }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(Object.keys(response.json()).sort()).toEqual(["code", "message"]);
      expect(response.body).not.toMatch(/stack|httpStatus|"data"/);
    }
  });

  it("adds only issues to a validation error", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: {} });
    const body = expectValidationError(response, "firstName");
    expect(response.body).not.toMatch(/stack|fieldErrors|"data"/);
    expect(body.issues.every((issue) => Array.isArray(issue.path))).toBe(true);
  });
});
