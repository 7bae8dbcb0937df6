// GET /api/health and GET /api/openapi.json (docs/architecture.md §3, §4).
import { webhookEventTypes } from "@chamber/core/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { expectError, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ ...uncached, signIn: false });
});
afterAll(() => ctx?.close());

describe("GET /api/health", () => {
  it("answers ok while the database answers", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 with the standard body, revealing nothing, when the database does not", async () => {
    const app = await buildApp({ db: { ...ctx.db, ping: async () => false }, rateLimits: false });
    try {
      const response = await app.inject({ method: "GET", url: "/api/health" });
      expectError(response, 503, "SERVICE_UNAVAILABLE");
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/openapi.json", () => {
  // docs/architecture.md §4, with the REST base /api as the document's server.
  const contract: Record<string, string[]> = {
    "/businesses": ["get", "post"],
    "/businesses/featured": ["get"],
    "/businesses/{id}": ["delete", "get", "put"],
    "/businesses/by-slug/{slug}": ["get"],
    "/businesses/{id}/events": ["get"],
    "/events": ["get", "post"],
    "/events/featured": ["get"],
    "/events/{id}": ["delete", "get", "put"],
    "/news": ["get", "post"],
    "/news/{id}": ["delete", "get", "put"],
    "/board-members": ["get", "post"],
    "/board-members/{id}": ["delete", "put"],
    "/pages": ["get", "post"],
    "/pages/{slug}": ["get"],
    "/pages/{id}": ["delete", "put"],
    "/settings": ["get", "post"],
    "/settings/{key}": ["delete", "put"],
    "/contact": ["post"],
    "/contact-messages": ["get"],
    "/contact-messages/{id}": ["delete"],
    "/contact-messages/{id}/handled": ["post"],
    "/contact-messages/{id}/reply": ["post"],
    "/contact-messages/unread-count": ["get"],
    "/newsletter": ["post"],
    "/newsletter/confirm/{token}": ["get", "post"],
    "/newsletter/preferences/{token}": ["get", "put"],
    "/newsletter/unsubscribe/{token}": ["post"],
    "/newsletter-subscriptions": ["get"],
    "/newsletter-subscriptions/import": ["post"],
    "/newsletter-subscriptions/{id}": ["delete"],
    "/newsletter-issues": ["get", "post"],
    "/newsletter-issues/{id}": ["delete", "put"],
    "/newsletter-issues/{id}/send": ["post"],
    "/newsletter-issues/{id}/test": ["post"],
    "/newsletter-issues/{id}/progress": ["get"],
    "/newsletter-issues/preview": ["post"],
    "/newsletter-issues/this-month": ["post"],
    "/newsletter-issues/archive": ["get"],
    "/newsletter-issues/archive/{id}": ["get"],
    "/auth/login": ["post"],
    "/auth/logout": ["post"],
    "/auth/logout-all": ["post"],
    "/auth/me": ["get"],
    "/webhooks": ["get", "post"],
    "/webhooks/{id}": ["delete", "put"],
    "/webhooks/{id}/deliveries": ["get"],
    "/webhooks/{id}/deliveries/{deliveryId}/retry": ["post"],
    "/webhooks/{id}/ping": ["post"],
    "/account/sign-in": ["post"],
    "/account/sign-in/verify": ["post"],
    "/account/refresh": ["post"],
    "/account/sign-out": ["post"],
    "/account/sign-out-everywhere": ["post"],
    "/account/me": ["get"],
    "/members/{id}/sign-in-link": ["post"],
    "/health": ["get"],
    "/images": ["post"],
    "/imports/events": ["post"],
    "/calendar-subscriptions": ["get"],
    "/calendar-subscriptions/{id}": ["delete"],
    "/calendar-subscriptions/{id}/refresh": ["post"],
    "/member-settings": ["get", "put"],
    "/account/businesses": ["get"],
    "/account/businesses/{id}": ["get", "put"],
    "/account/businesses/{id}/events": ["post"],
    "/businesses/{id}/claims": ["post"],
    "/claims": ["get"],
    "/claims/{id}/approve": ["post"],
    "/claims/{id}/reject": ["post"],
    "/members": ["get"],
    "/businesses/{id}/members": ["get", "post"],
    "/businesses/{id}/members/{memberId}": ["delete"],
    "/businesses/{id}/changes": ["get"],
    "/businesses/{id}/inquiries": ["post"],
    "/account/businesses/{id}/inquiries": ["get"],
    "/account/businesses/{id}/stats": ["get"],
    "/businesses/{id}/stats": ["get"],
    "/deals": ["get", "post"],
    "/deals/{id}": ["delete", "get", "put"],
    "/deals/{id}/restore": ["post"],
    "/deals/{id}/approve": ["post"],
    "/deals/{id}/refuse": ["post"],
    "/jobs": ["get", "post"],
    "/jobs/{id}": ["delete", "get", "put"],
    "/jobs/{id}/restore": ["post"],
    "/jobs/{id}/approve": ["post"],
    "/jobs/{id}/refuse": ["post"],
    "/account/deals": ["get"],
    "/account/deals/{id}": ["delete", "put"],
    "/account/deals/{id}/extend": ["post"],
    "/account/jobs": ["get"],
    "/account/jobs/{id}": ["delete", "put"],
    "/account/jobs/{id}/extend": ["post"],
    "/account/businesses/{id}/deals": ["post"],
    "/account/businesses/{id}/jobs": ["post"],
    "/reports/stale-listings": ["get"],
    "/imports": ["get"],
    "/imports/businesses": ["post"],
    "/imports/{importId}/undo": ["post"],
  };
  const admin = new Set([
    "post /businesses",
    "put /businesses/{id}",
    "delete /businesses/{id}",
    "post /events",
    "put /events/{id}",
    "delete /events/{id}",
    "post /news",
    "put /news/{id}",
    "delete /news/{id}",
    "post /board-members",
    "put /board-members/{id}",
    "delete /board-members/{id}",
    "get /pages",
    "post /pages",
    "put /pages/{id}",
    "delete /pages/{id}",
    "get /settings",
    "post /settings",
    "put /settings/{key}",
    "delete /settings/{key}",
    "get /contact-messages",
    "delete /contact-messages/{id}",
    "post /contact-messages/{id}/handled",
    "post /contact-messages/{id}/reply",
    "get /contact-messages/unread-count",
    "get /newsletter-subscriptions",
    "delete /newsletter-subscriptions/{id}",
    "get /newsletter-issues",
    "post /newsletter-issues",
    "put /newsletter-issues/{id}",
    "delete /newsletter-issues/{id}",
    "post /newsletter-issues/{id}/send",
    "post /newsletter-issues/{id}/test",
    "get /newsletter-issues/{id}/progress",
    "post /newsletter-issues/preview",
    "post /newsletter-issues/this-month",
    "post /auth/logout",
    "post /auth/logout-all",
    "get /auth/me",
    "post /images",
    "post /imports/events",
    "get /calendar-subscriptions",
    "delete /calendar-subscriptions/{id}",
    "post /calendar-subscriptions/{id}/refresh",
    // A member's bearer (its own kind of session, refused by every admin operation).
    "post /account/sign-out",
    "post /account/sign-out-everywhere",
    "get /account/me",
    "post /members/{id}/sign-in-link",
    "get /member-settings",
    "put /member-settings",
    "get /account/businesses",
    "get /account/businesses/{id}",
    "put /account/businesses/{id}",
    "post /account/businesses/{id}/events",
    "get /claims",
    "post /claims/{id}/approve",
    "post /claims/{id}/reject",
    "get /members",
    "get /businesses/{id}/members",
    "post /businesses/{id}/members",
    "delete /businesses/{id}/members/{memberId}",
    "get /businesses/{id}/changes",
    "get /account/businesses/{id}/inquiries",
    "get /account/businesses/{id}/stats",
    "get /businesses/{id}/stats",
    "get /reports/stale-listings",
    "get /imports",
    "post /imports/businesses",
    "post /newsletter-subscriptions/import",
    "post /imports/{importId}/undo",
    "get /webhooks",
    "post /webhooks",
    "put /webhooks/{id}",
    "delete /webhooks/{id}",
    "get /webhooks/{id}/deliveries",
    "post /webhooks/{id}/deliveries/{deliveryId}/retry",
    "post /webhooks/{id}/ping",
    "post /deals",
    "put /deals/{id}",
    "delete /deals/{id}",
    "post /deals/{id}/restore",
    "post /deals/{id}/approve",
    "post /deals/{id}/refuse",
    "post /jobs",
    "put /jobs/{id}",
    "delete /jobs/{id}",
    "post /jobs/{id}/restore",
    "post /jobs/{id}/approve",
    "post /jobs/{id}/refuse",
    "get /account/deals",
    "put /account/deals/{id}",
    "delete /account/deals/{id}",
    "post /account/deals/{id}/extend",
    "get /account/jobs",
    "put /account/jobs/{id}",
    "delete /account/jobs/{id}",
    "post /account/jobs/{id}/extend",
    "post /account/businesses/{id}/deals",
    "post /account/businesses/{id}/jobs",
  ]);

  type Operation = { security?: unknown[] };
  type Document = {
    openapi: string;
    servers: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  };
  let document: Document;

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    document = response.json<Document>();
  });

  it("is an OpenAPI 3 document served under /api", () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.servers.map((server) => server.url)).toEqual([expect.stringMatching(/\/api$/)]);
  });

  it("lists every path of docs/architecture.md §4 with its methods", () => {
    for (const [path, methods] of Object.entries(contract)) {
      expect(Object.keys(document.paths[path] ?? {}).sort(), path).toEqual(expect.arrayContaining(methods));
    }
  });

  it("has the bearer security scheme and requires it exactly on the admin operations", () => {
    const schemes = Object.values(document.components.securitySchemes);
    expect(schemes).toContainEqual(expect.objectContaining({ type: "http", scheme: "bearer" }));
    for (const [path, methods] of Object.entries(contract)) {
      for (const method of methods) {
        const secured = (document.paths[path]?.[method]?.security ?? []).length > 0;
        expect(secured, `${method} ${path}`).toBe(admin.has(`${method} ${path}`));
      }
    }
  });

  it("lists every webhook with its signed payload (OpenAPI 3.1 webhooks)", () => {
    type Message = {
      post: {
        parameters: { in: string; name: string }[];
        requestBody: { content: { "application/json": { schema: Record<string, unknown> } } };
      };
    };
    const webhooks = (document as unknown as { webhooks: Record<string, Message> }).webhooks;
    expect(Object.keys(webhooks)).toEqual([...webhookEventTypes, "webhook.ping"]);
    for (const message of Object.values(webhooks))
      expect(message.post.parameters.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual([
        "header webhook-id",
        "header webhook-timestamp",
        "header webhook-signature",
      ]);
    const schema = (type: string) =>
      JSON.stringify(webhooks[type]?.post.requestBody.content["application/json"].schema);
    const updated = JSON.parse(schema("business.updated")) as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(updated.required).toEqual(["type", "timestamp", "data"]);
    expect(updated.properties.type).toMatchObject({ const: "business.updated" });
    // The business as GET /businesses/{id} answers it; a deletion carries its id alone.
    expect(schema("business.updated")).toContain('"phone"');
    expect(JSON.parse(schema("business.deleted")).properties.data).toMatchObject({ required: ["id"] });
  });

  it("describes the error answers as the API sends them", async () => {
    const doc = document as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
      components: { schemas: Record<string, { properties: { issues: { items: { required: string[] } } } }> };
    };
    expect(doc.components.schemas["error.BAD_REQUEST"]?.properties.issues.items.required).toEqual([
      "path",
      "code",
      "message",
    ]);
    expect(Object.keys(doc.paths["/pages"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["400", "401", "409", "413", "415"]),
    );
    for (const path of ["/contact", "/newsletter", "/auth/login"]) {
      expect(Object.keys(doc.paths[path]?.post?.responses ?? {}), path).toContain("429");
      expect(doc.paths[path]?.post?.responses["429"], path).toHaveProperty("headers.Retry-After");
    }
    // Signing out with an API token is refused with 400; every read can refuse bad characters.
    for (const path of ["/auth/logout", "/auth/logout-all"]) {
      expect(Object.keys(doc.paths[path]?.post?.responses ?? {}), path).toEqual(
        expect.arrayContaining(["200", "400", "401"]),
      );
    }
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain("400");
      }
    }
    const upload = doc.paths["/images"]?.post?.responses ?? {};
    expect(Object.keys(upload).sort()).toEqual(["201", "400", "401", "403", "413", "415"]);
    expect(JSON.stringify(upload["413"])).toMatch(/decompression bomb/);
    // A claim is accepted (202), an invitation created (201), as the REST door answers them.
    expect(Object.keys(doc.paths["/businesses/{id}/claims"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["202", "404", "429"]),
    );
    expect(Object.keys(doc.paths["/businesses/{id}/members"]?.post?.responses ?? {})).toContain("201");
    expect(Object.keys(doc.paths["/claims/{id}/approve"]?.post?.responses ?? {})).toContain("409");
    expect(doc.components.schemas.Image).toBeDefined();
    // And the document is truthful: a real validation error has those fields.
    const refused = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: {} });
    expect(refused.json().issues[0]).toEqual(
      expect.objectContaining({ path: ["firstName"], code: expect.any(String), message: expect.any(String) }),
    );
  });
});
