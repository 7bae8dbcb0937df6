// REST /api/board-members (docs/architecture.md §4, §6): public list by order then name; company optional;
// order defaults to 0.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectAdminOnly, expectError, expectValidationError, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup(uncached);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.prisma.boardMember.deleteMany();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Eleanor Whitfield",
  title: "President",
  company: "Whitfield Ranch",
  order: 1,
  ...overrides,
});

const rows = () => ctx.prisma.boardMember.findMany({ orderBy: { id: "asc" } });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/board-members",
    headers: ctx.auth,
    payload: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; [key: string]: unknown }>();
}

describe("POST /api/board-members", () => {
  it("adds a member", async () => {
    const created = await create();
    expect(created).toEqual({ id: expect.any(Number), ...body() });
    expect(await rows()).toHaveLength(1);
  });

  it("stores a missing company as null and a missing order as 0", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/board-members",
      headers: ctx.auth,
      payload: { name: " Sam Ortiz ", title: "Treasurer" },
    });
    expect(response.json()).toMatchObject({ name: "Sam Ortiz", company: null, order: 0 });
    expect(await create({ company: "", order: null })).toMatchObject({ company: null, order: 0 });
  });

  it("names the missing name and title, and a non-integer order", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/board-members",
      headers: ctx.auth,
      payload: { name: "", order: 1.5 },
    });
    expectValidationError(response, "name", "title", "order");
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a caller without a valid token and stores nothing", async () => {
    await expectAdminOnly(ctx, { method: "POST", url: "/api/board-members", payload: body() }, rows);
  });
});

describe("GET /api/board-members", () => {
  it("lists members publicly by order, then name", async () => {
    await ctx.prisma.boardMember.createMany({
      data: [
        { name: "Zoe Park", title: "Director", order: 2 },
        { name: "Ana Cruz", title: "Director", order: 2 },
        { name: "Eleanor Whitfield", title: "President", order: 0 },
        { name: "Ben Hale", title: "Secretary", order: 1 },
      ],
    });
    const response = await ctx.app.inject({ method: "GET", url: "/api/board-members" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { name: string }[]).map((m) => m.name)).toEqual([
      "Eleanor Whitfield",
      "Ben Hale",
      "Ana Cruz",
      "Zoe Park",
    ]);
  });
});

describe("PUT and DELETE /api/board-members/{id}", () => {
  it("replaces a member", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/board-members/${id}`,
      headers: ctx.auth,
      payload: body({ title: "Past President", company: null, order: 5 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, ...body({ title: "Past President", company: null, order: 5 }) });
  });

  it("rejects invalid input on update and leaves the row unchanged", async () => {
    const { id } = await create();
    const before = await rows();
    expectValidationError(
      await ctx.app.inject({
        method: "PUT",
        url: `/api/board-members/${id}`,
        headers: ctx.auth,
        payload: body({ title: "" }),
      }),
      "title",
    );
    expect(await rows()).toEqual(before);
  });

  it("deletes a member", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({ method: "DELETE", url: `/api/board-members/${id}`, headers: ctx.auth });
    expect(response.json()).toEqual({ success: true, id });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 404 for a missing id and 400 for a non-numeric one", async () => {
    expectError(
      await ctx.app.inject({ method: "PUT", url: "/api/board-members/4242", headers: ctx.auth, payload: body() }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await ctx.app.inject({ method: "DELETE", url: "/api/board-members/4242", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    expectValidationError(
      await ctx.app.inject({ method: "DELETE", url: "/api/board-members/one", headers: ctx.auth }),
      "id",
    );
  });

  it("refuses update and delete without a valid token and changes nothing", async () => {
    const { id } = await create();
    await expectAdminOnly(
      ctx,
      { method: "PUT", url: `/api/board-members/${id}`, payload: body({ name: "Hijacked" }) },
      rows,
    );
    await expectAdminOnly(ctx, { method: "DELETE", url: `/api/board-members/${id}` }, rows);
  });
});
