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

describe("PUT /api/board-members/order", () => {
  const reorder = (ids: unknown, headers: Record<string, string> = ctx.auth) =>
    ctx.app.inject({ method: "PUT", url: "/api/board-members/order", headers, payload: { ids } });
  const publicOrder = async () =>
    (await ctx.app.inject({ method: "GET", url: "/api/board-members" })).json<{ name: string; order: number }[]>();

  it("saves the whole board's new order as 0..n-1, untying equal orders, and the public list follows", async () => {
    const ann = await create({ name: "Ann", order: 5 });
    const bea = await create({ name: "Bea", order: 5 });
    const cal = await create({ name: "Cal", order: 1 });
    const response = await reorder([bea.id, ann.id, cal.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ name: string; order: number }[]>().map((m) => [m.name, m.order])).toEqual([
      ["Bea", 0],
      ["Ann", 1],
      ["Cal", 2],
    ]);
    expect((await publicOrder()).map((member) => member.name)).toEqual(["Bea", "Ann", "Cal"]);
  });

  it("answers 400 for an unknown id, a member left out, a member listed twice or no list, and changes nothing", async () => {
    const ann = await create({ name: "Ann", order: 0 });
    const bea = await create({ name: "Bea", order: 1 });
    const before = await rows();
    const unknown = expectError(await reorder([ann.id, bea.id, 4242]), 400, "BAD_REQUEST");
    expect(unknown.message).toBe("List every board member once: unknown ids 4242");
    const missing = expectError(await reorder([bea.id]), 400, "BAD_REQUEST");
    expect(missing.message).toBe(`List every board member once: missing ids ${ann.id}`);
    expectValidationError(await reorder([ann.id, bea.id, ann.id]), "ids");
    expectValidationError(await reorder("first"), "ids");
    expectValidationError(await reorder([ann.id, "two"]), "ids.1");
    expect(await rows()).toEqual(before);
  });

  it("refuses a caller without a valid token and changes nothing", async () => {
    const ann = await create({ name: "Ann" });
    const bea = await create({ name: "Bea" });
    await expectAdminOnly(
      ctx,
      { method: "PUT", url: "/api/board-members/order", payload: { ids: [bea.id, ann.id] } },
      rows,
    );
  });

  it("is described in the OpenAPI document, admin only", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
    }>();
    const operation = document.paths["/board-members/order"]?.put;
    expect(operation?.security?.length).toBeGreaterThan(0);
    expect(JSON.stringify(operation?.requestBody)).toContain('"ids"');
  });
});
