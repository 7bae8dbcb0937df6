import { appRouter } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setup, type TestContext } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ signIn: false });
});
afterAll(() => ctx.close());

describe("GET /api/docs", () => {
  test("is an HTML page loading the reference only from our own origin, with no inline script", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const scripts = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((script) => script[1]?.trim())).toEqual([
      'src="/api/docs/scalar.js"',
      'src="/api/docs/start.js"',
    ]);
    expect(scripts.every((script) => script[2] === "")).toBe(true);
    expect(response.body).not.toMatch(/https?:\/\//);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  test("passes the configuration in a data attribute, keeping every request on this origin", async () => {
    const body = (await ctx.app.inject({ method: "GET", url: "/api/docs" })).body;
    const attribute = body.match(/data-configuration="([^"]*)"/)?.[1] ?? "";
    const configuration = JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
    expect(configuration).toMatchObject({
      url: "/api/openapi.json",
      withDefaultFonts: false,
      telemetry: false,
      // An unset proxyUrl would send "Test Request" calls through Scalar's hosted proxy.
      proxyUrl: "",
      servers: [{ url: "/api" }],
    });
  });

  test("serves the start script and Scalar's standalone bundle as JavaScript", async () => {
    const start = await ctx.app.inject({ method: "GET", url: "/api/docs/start.js" });
    expect(start.statusCode).toBe(200);
    expect(start.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(start.body).toContain("createApiReference");
    const bundle = await ctx.app.inject({ method: "GET", url: "/api/docs/scalar.js" });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(bundle.rawPayload.length).toBeGreaterThan(1_000_000);
    expect(bundle.body).toContain("createApiReference");
  });
});

describe("GET /api/openapi.json", () => {
  type Operation = {
    security?: Record<string, string[]>[];
    requestBody?: { content: Record<string, { example?: unknown }> };
    responses: Record<string, { content?: Record<string, unknown> }>;
  };
  let document: {
    components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    paths: Record<string, Record<string, Operation>>;
    tags: { name: string; description: string }[];
  };

  beforeAll(async () => {
    document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  });

  test("declares the bearer scheme and requires it on every admin operation", () => {
    expect(document.components.securitySchemes.Authorization).toMatchObject({ type: "http", scheme: "bearer" });
    const secured = (path: string, method: string) => document.paths[path]?.[method]?.security;
    expect(secured("/events", "post")).toEqual([{ Authorization: [] }]);
    expect(secured("/contact-messages", "get")).toEqual([{ Authorization: [] }]);
    expect(secured("/settings/{key}", "delete")).toEqual([{ Authorization: [] }]);
    expect(secured("/events", "get")).toBeUndefined();
    expect(secured("/contact", "post")).toBeUndefined();
  });

  test("documents both CSV exports as admin-only text/csv downloads", () => {
    for (const path of ["/newsletter-subscriptions.csv", "/contact-messages.csv"]) {
      const operation = document.paths[path]?.get;
      expect(operation?.security).toEqual([{ Authorization: [] }]);
      expect(Object.keys(operation?.responses["200"]?.content ?? {})).toEqual(["text/csv"]);
      expect(operation?.responses["401"]).toBeDefined();
    }
  });

  test("describes every tag", () => {
    expect(document.tags.every((tag) => tag.description.length > 0)).toBe(true);
  });

  test("every request example is accepted by the API as written", async () => {
    const admin = await setup({});
    try {
      const examples = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item).flatMap(([method, operation]) => {
          const example = operation.requestBody?.content["application/json"]?.example;
          return example === undefined ? [] : [{ method, path, example }];
        }),
      );
      expect(examples.length).toBeGreaterThanOrEqual(14);
      // POSTs first, so each PUT finds the row its POST made (id 1, key contact.hours).
      examples.sort((a, b) => Number(a.method === "put") - Number(b.method === "put"));
      for (const { method, path, example } of examples) {
        if (path === "/auth/login") continue; // its example password is no one's
        if (path.startsWith("/account/")) continue; // a member's: account.int.test.ts sends them
        // They need a live challenge, link or app: staff-two-step and staff-password-reset tests send them.
        if (path.startsWith("/auth/") || path.startsWith("/staff/")) continue;
        // It reads a feed from the network: calendar-import.int.test.ts sends one to a local server.
        if (path === "/imports/events") continue;
        // A subscriber's link needs a mailed token: newsletter.int.test.ts sends them.
        if (path.startsWith("/newsletter/")) continue;
        const url = `/api${path.replace("{id}", "1").replace("{key}", "contact.hours")}`;
        const response = await admin.app.inject({
          method: method.toUpperCase() as "POST" | "PUT",
          url,
          headers: admin.auth,
          payload: example as Record<string, unknown>,
        });
        // A member's sign-in answers 202 Accepted, an invitation, a token and a webhook 201 Created, as the document says.
        const status: Record<string, number> = {
          "/account/sign-in": 202,
          "/newsletter": 202,
          "/staff/invitations": 201,
          "/tokens": 201,
          "/webhooks": 201,
        };
        expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(status[path] ?? 200);
      }
    } finally {
      await admin.close();
    }
  });
});

describe("the 202 answers in /api/openapi.json", () => {
  type Response = { description: string; content?: Record<string, { schema: Record<string, unknown> }> };
  test("document each accepted request's own body, not a generic 200", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
    }>();
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { meta?: { successStatus?: unknown; openapi?: { method: string; path: string } } } }
    >;
    const accepted = Object.values(procedures).flatMap(({ _def: { meta } }) =>
      meta?.successStatus === 202 && meta.openapi ? [meta.openapi] : [],
    );
    expect(accepted.map((operation) => operation.path)).toEqual(
      expect.arrayContaining(["/submissions/events", "/submissions/businesses", "/businesses/{id}/claims"]),
    );
    for (const { method, path } of accepted) {
      const responses = document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
      expect(responses["200"], path).toBeUndefined();
      const answer = responses["202"];
      expect(answer?.description, path).not.toMatch(/^Successful response$/);
      const schema = answer?.content?.["application/json"]?.schema ?? {};
      expect(Object.keys((schema.properties as object | undefined) ?? {}).length, path).toBeGreaterThan(0);
    }
  });
});
