// The activity log over REST: a change made through the API shows under its person, the list and
// its CSV are for editors and owners (401 without credentials, 403 for a moderator), the CSV takes
// the same filters and escapes what it writes, and the OpenAPI document says all of it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApiToken } from "../../src/cli/api-tokens.ts";
import { ADMIN_EMAIL, expectError, expectValidationError, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;
let adminId: number;
let moderator: { authorization: string };
let businessId: number;

beforeAll(async () => {
  ctx = await setup({ ...uncached, now: () => new Date("2026-06-15T05:30:00Z") });
  adminId = (await ctx.prisma.adminUser.findUniqueOrThrow({ where: { email: ADMIN_EMAIL } })).id;
  const { id, token } = await createApiToken(ctx.prisma, "Front desk");
  await ctx.prisma.apiToken.update({ where: { id }, data: { role: "moderator" } });
  moderator = { authorization: `Bearer ${token}` };
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/businesses",
    headers: ctx.auth,
    payload: { name: 'Oak "Barrel", Co.', description: "d", category: "retail", address: "a", phone: "p" },
  });
  expect(created.statusCode).toBe(200);
  businessId = created.json().id;
});
afterAll(() => ctx?.close());

describe("GET /api/activity", () => {
  test("shows a change made through the API under its person, with the fields it set", async () => {
    const response = await ctx.app.inject({ url: `/api/activity?actor=staff:${adminId}`, headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json();
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      expect.objectContaining({
        actor: { kind: "staff", id: adminId, name: ADMIN_EMAIL, role: "owner" },
        entity: "Business",
        entityId: String(businessId),
        action: "create",
        changes: expect.objectContaining({ name: [null, 'Oak "Barrel", Co.'] }),
      }),
    ]);
  });

  test("401 without credentials, 403 for a moderator, 400 naming a bad filter", async () => {
    for (const url of ["/api/activity", "/api/activity/people", "/api/activity.csv"]) {
      expectError(await ctx.app.inject({ url }), 401, "UNAUTHORIZED");
      expectError(await ctx.app.inject({ url, headers: moderator }), 403, "FORBIDDEN");
    }
    for (const url of ["/api/activity?actor=everyone", "/api/activity.csv?actor=everyone"]) {
      expectValidationError(await ctx.app.inject({ url, headers: ctx.auth }), "actor");
    }
  });
});

describe("GET /api/activity.csv", () => {
  test("a dated attachment with the list's filters, quoting what needs it", async () => {
    const response = await ctx.app.inject({
      url: `/api/activity.csv?entity=Business&entityId=${businessId}`,
      headers: ctx.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="activity-2026-06-14.csv"');
    const [header, ...rows] = response.body.slice(1).trimEnd().split("\r\n");
    expect(header).toBe("Id,When (America/Los_Angeles),Who,Kind,Role,Action,Entity,Entity id,Changes");
    expect(rows[0]).toMatch(
      new RegExp(`^\\d+,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,${ADMIN_EMAIL},staff,owner,create,Business,${businessId},"`),
    );
    expect(response.body).toContain('\nname: ∅ → ""Oak \\""Barrel\\"", Co.""\n');
    const none = await ctx.app.inject({ url: "/api/activity.csv?entity=Page", headers: ctx.auth });
    expect(none.body.slice(1).trimEnd().split("\r\n")).toHaveLength(1);
  });
});

test("the OpenAPI document describes the log, its CSV and their errors", async () => {
  const document = (await ctx.app.inject({ url: "/api/openapi.json" })).json();
  const list = document.paths["/activity"].get;
  expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
  expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
    expect.arrayContaining(["entity", "entityId", "actor", "action", "from", "to", "cursor", "limit"]),
  );
  const csv = document.paths["/activity.csv"].get;
  expect(Object.keys(csv.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
  expect(csv.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
    expect.arrayContaining(["entity", "entityId", "actor", "action", "from", "to"]),
  );
});
