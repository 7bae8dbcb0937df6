// The edges a server on the open internet needs: rate limits with the
// standard body and Retry-After that a forged X-Forwarded-For cannot dodge, the 1 MiB body limit,
// security headers, and the request timeout against clients that never finish a request.

import { connect } from "node:net";
import { defaultRateLimits } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BODY_LIMIT } from "../../src/app.ts";
import { expectError, setup, type TestContext } from "../helpers.ts";

const contact = {
  firstName: "Rosa",
  lastName: "Ortega",
  email: "rosa@example.com",
  subject: "General Inquiry",
  message: "When is the next mixer at the Ojai Valley Inn?",
};

/**
 * Sends `text` over a socket to `app` (listening from then on) and answers everything the server
 * wrote until it closed the connection; fails when it keeps the socket open for 5 s.
 */
async function rawExchange(app: TestContext["app"], text: string): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString();
    });
    socket.on("close", () => resolve(data));
    socket.on("error", reject);
    setTimeout(() => reject(new Error("the server kept the connection open")), 5000).unref();
  });
}

describe("rate limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup({ rateLimits: defaultRateLimits });
  });
  afterAll(() => ctx.close());

  it("answers the 11th contact message in a minute with 429, the standard body and Retry-After", async () => {
    const client = { remoteAddress: "198.51.100.11" };
    for (let i = 0; i < 10; i++) {
      const response = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: contact, ...client });
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: contact, ...client });
    const body = expectError(limited, 429, "TOO_MANY_REQUESTS");
    expect(body.message).toMatch(/too many requests/i);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers["cache-control"]).toBe("private, no-store");
    // Nothing was stored for the refused message.
    expect(await ctx.prisma.contactMessage.count()).toBe(10);
    // Another client is not affected.
    const other = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact,
      remoteAddress: "198.51.100.12",
    });
    expect(other.statusCode).toBe(200);
  });

  it("does not let a client on the internet dodge the limit with a forged X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/newsletter",
        payload: { email: `forger${i}@example.com` },
        remoteAddress: "203.0.113.50",
        headers: { "x-forwarded-for": `192.0.2.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });

  it("by default believes no X-Forwarded-For, not even from the private network or link-local peers", async () => {
    for (const peer of ["10.0.0.7", "192.168.1.20", "169.254.1.1", "fd00::7", "127.0.0.1"]) {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await ctx.app.inject({
          method: "POST",
          url: "/api/contact",
          payload: contact,
          remoteAddress: peer,
          headers: { "x-forwarded-for": `198.51.100.${100 + i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses, peer).toEqual([...Array(10).fill(200), 429]);
    }
  });

  it("tells apart the clients behind the load balancer that TRUST_PROXY names, and only it", async () => {
    const behind = await setup({ rateLimits: defaultRateLimits, trustProxy: "10.0.0.2", signIn: false });
    try {
      const send = (remoteAddress: string, i: number) =>
        behind.app.inject({
          method: "POST",
          url: "/api/newsletter",
          payload: { email: `visitor${i}@example.com` },
          remoteAddress,
          headers: { "x-forwarded-for": `198.51.100.${100 + i}` },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await send("10.0.0.2", i)).statusCode);
      expect(statuses).toEqual(Array(12).fill(202));
      const other: number[] = [];
      for (let i = 0; i < 11; i++) other.push((await send("10.0.0.3", 20 + i)).statusCode);
      expect(other).toEqual([...Array(10).fill(202), 429]);
    } finally {
      await behind.close();
    }
  });

  it("gives a request 30 s to arrive by default, and an idle socket 60 s", () => {
    expect(ctx.app.server.requestTimeout).toBe(30_000);
    expect(ctx.app.server.timeout).toBe(60_000);
  });

  it("limits sign-in attempts to 10 per 15 minutes", async () => {
    const client = { remoteAddress: "198.51.100.77" };
    for (let i = 0; i < 10; i++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "nobody@example.com", password: "wrong password" },
        ...client,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@example.com", password: "wrong password" },
      ...client,
    });
    expectError(limited, 429, "TOO_MANY_REQUESTS");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(60);
  });
});

describe("edges", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup({ requestTimeoutMs: 300 });
  });
  afterAll(() => ctx.close());

  it("refuses a body over 1 MiB with 413 and the standard body, storing nothing", async () => {
    const huge = { ...contact, message: "x".repeat(BODY_LIMIT) };
    const response = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: huge });
    expectError(response, 413, "PAYLOAD_TOO_LARGE");
    const asAdmin = await ctx.app.inject({
      method: "POST",
      url: "/api/pages",
      headers: ctx.auth,
      payload: { title: "Huge", slug: "huge", content: "y".repeat(BODY_LIMIT + 10), published: true },
    });
    expectError(asAdmin, 413, "PAYLOAD_TOO_LARGE");
    expect(await ctx.prisma.contactMessage.count()).toBe(0);
    expect(await ctx.prisma.page.count({ where: { slug: "huge" } })).toBe(0);
  });

  it("accepts a body just under the limit as far as the size goes", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, message: "z".repeat(BODY_LIMIT - 1000) },
    });
    // Too long for the message field (400), but not refused for its size.
    expect(response.statusCode).toBe(400);
  });

  it("sends a strict CSP, no framing, nosniff and a tight Referrer-Policy on API and pages", async () => {
    for (const url of ["/api/businesses", "/api/no-such-thing"]) {
      const response = await ctx.app.inject({ url });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("object-src 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
  });

  it("denies camera, microphone, geolocation and the other powerful features with a Permissions-Policy", async () => {
    const policy = String((await ctx.app.inject({ url: "/api/businesses" })).headers["permissions-policy"]);
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "display-capture"]) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it("puts the security headers on every answer, error answers and framework errors included", async () => {
    const expectHeaders = (response: { headers: Record<string, unknown> }, what: string) => {
      expect(String(response.headers["content-security-policy"]), what).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], what).toBe("nosniff");
      expect(response.headers["x-frame-options"], what).toBe("DENY");
      expect(response.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
      expect(String(response.headers["permissions-policy"]), what).toContain("camera=()");
      expect(response.headers["strict-transport-security"], what).toBeDefined();
    };
    const requests = [
      { url: "/%ZZ" },
      { url: "/api/news/%ZZ" },
      { url: "/api/no-such-thing" },
      { url: "/api/pages/a%00b" },
      { url: "/api/auth/me" },
      { url: "/api/news", headers: { authorization: "Bearer 🍊" } },
      { method: "POST", url: "/api/contact", headers: { "content-type": "application/json" }, payload: "{" },
      { method: "POST", url: "/api/contact", headers: { "content-type": "text/plain" }, payload: "hello" },
      { method: "POST", url: "/api/contact", payload: { ...contact, message: "x".repeat(BODY_LIMIT) } },
      { method: "POST", url: "/trpc/contact.send", headers: { "content-type": "application/json" }, payload: "{" },
      { url: "/trpc/no.such.procedure" },
    ] as const;
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
      expectHeaders(response, `${request.url} → ${response.statusCode}`);
    }
    // A request Node cannot parse is answered on the raw socket, in the standard shape too.
    const answer = await rawExchange(ctx.app, "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\npermissions-policy: [^\r]*camera=\(\)/);
    expect(answer).toMatch(/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      message: "Bad Request",
      code: "BAD_REQUEST",
    });
  });

  it("refuses input PostgreSQL cannot store or the adapters cannot carry with 400, not 500", async () => {
    const nulBody = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, subject: "a\u0000b" },
    });
    expect(expectError(nulBody, 400, "BAD_REQUEST").message).toMatch(/NUL/);
    const loneSurrogate = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(contact).replace('"Rosa"', '"Ro\\ud800sa"'),
    });
    expect(expectError(loneSurrogate, 400, "BAD_REQUEST").message).toMatch(/surrogate/);
    expectError(await ctx.app.inject({ url: "/api/businesses?search=%00" }), 400, "BAD_REQUEST");
    const trpcInput = encodeURIComponent(JSON.stringify({ search: "a\u0000b" }));
    expectError(await ctx.app.inject({ url: `/trpc/business.list?input=${trpcInput}` }), 400, "BAD_REQUEST");
    expectError(await ctx.app.inject({ url: "/api/pages/a%00b" }), 400, "BAD_REQUEST");
    const deep = await ctx.app.inject({
      method: "POST",
      url: "/api/news",
      headers: { ...ctx.auth, "content-type": "application/json" },
      payload: `${"[".repeat(5000)}${"]".repeat(5000)}`,
    });
    expect(expectError(deep, 400, "BAD_REQUEST").message).toMatch(/nests deeper/);
    expectError(
      await ctx.app.inject({ url: "/api/news", headers: { authorization: "Bearer 🍊" } }),
      400,
      "BAD_REQUEST",
    );
    expect(await ctx.prisma.contactMessage.count({ where: { subject: { contains: "a" } } })).toBe(0);
  });

  it("refuses NUL, lone surrogates and deep nesting with 400 over every door, storing nothing", async () => {
    const before = await ctx.prisma.contactMessage.count();
    const bad = {
      nul: JSON.stringify({ ...contact, subject: "a\u0000b" }),
      surrogate: JSON.stringify(contact).replace('"Rosa"', '"Ro\\ud800sa"'),
      deep: `${"[".repeat(5000)}${"]".repeat(5000)}`,
    };
    const login = (text: string) => text.replace(/^\{/, '{"email":"a@b.example","password":"x\\udc00",');
    const doors = [
      { method: "POST", url: "/api/contact" },
      { method: "POST", url: "/trpc/contact.send" },
      { method: "POST", url: "/trpc/contact.send,contact.send?batch=1", batch: true },
      { method: "POST", url: "/trpc/auth.login", login: true },
    ] as const;
    for (const door of doors) {
      for (const [kind, text] of Object.entries(bad)) {
        const body = "login" in door && kind !== "deep" ? login(text) : text;
        const payload = "batch" in door ? `{"0":${body},"1":${body}}` : body;
        const response = await ctx.app.inject({
          method: door.method,
          url: door.url,
          headers: { "content-type": "application/json" },
          payload,
        });
        expectError(response, 400, "BAD_REQUEST");
      }
    }
    for (const input of [{ search: "a\u0000b" }, { search: "\ud800" }, { 0: { search: "x\udfff" } }]) {
      const url = `/trpc/business.list${"0" in input ? ",business.list?batch=1&" : "?"}input=`;
      // JSON.stringify escapes a lone surrogate as \ud800, as a client would send it.
      expectError(await ctx.app.inject({ url: url + encodeURIComponent(JSON.stringify(input)) }), 400, "BAD_REQUEST");
    }
    const deepInput = encodeURIComponent(`${"[".repeat(5000)}${"]".repeat(5000)}`);
    expectError(await ctx.app.inject({ url: `/trpc/business.list?input=${deepInput}` }), 400, "BAD_REQUEST");
    expect(await ctx.prisma.contactMessage.count()).toBe(before);
  });

  it("refuses a tRPC body that is not JSON with 415, where a malformed multipart body was a 500", async () => {
    for (const contentType of ["multipart/form-data; boundary=fuzz", "application/octet-stream", "text/plain"]) {
      for (const url of ["/trpc/contact.send", "/trpc/page.delete", "/trpc/contact.send,contact.send?batch=1"]) {
        const response = await ctx.app.inject({
          method: "POST",
          url,
          headers: { "content-type": contentType, ...ctx.auth },
          payload: JSON.stringify({ id: 1 }),
        });
        expectError(response, 415, "UNSUPPORTED_MEDIA_TYPE");
      }
    }
  });

  it("keeps an escaped backslash-u0000 that is not a NUL, and escaped surrogate pairs", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...contact, message: "A literal \\u0000 in text" }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const pair = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(contact).replace('"Rosa"', '"Rosa \\ud83c\\udf4a"'),
    });
    expect(pair.statusCode, pair.body).toBe(200);
    expect(await ctx.prisma.contactMessage.count({ where: { firstName: "Rosa 🍊" } })).toBe(1);
  });

  it("answers an undecodable URL with 400 in the standard shape", async () => {
    const response = await ctx.app.inject({ url: "/api/news/%ZZ" });
    expectError(response, 400, "BAD_REQUEST");
  });

  it("answers an unknown /api path with a JSON 404 in the standard shape", async () => {
    expectError(await ctx.app.inject({ url: "/api/no-such-thing" }), 404, "NOT_FOUND");
    expectError(await ctx.app.inject({ method: "DELETE", url: "/api/no/such/thing" }), 404, "NOT_FOUND");
  });

  it("closes a connection that goes quiet in the middle of a request", async () => {
    expect(ctx.app.server.requestTimeout).toBe(300);
    const started = Date.now();
    const answer = await rawExchange(ctx.app, "GET /api/businesses HTTP/1.1\r\nHost: x\r\n");
    // Node answers 408 when its request timer fires first, or drops the idle socket.
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("faults", () => {
  it("keeps a fault's own text (driver, Prisma) away from REST and tRPC clients", async () => {
    const ctx = await setup({ signIn: false });
    try {
      await ctx.db.close();
      const rest = await ctx.app.inject({ url: "/api/news" });
      expect(rest.statusCode, rest.body).toBe(500);
      expect(rest.json()).toEqual({ message: "Internal server error", code: "INTERNAL_SERVER_ERROR" });
      const trpc = await ctx.app.inject({ url: `/trpc/news.list?input=${encodeURIComponent("{}")}` });
      expect(trpc.statusCode, trpc.body).toBe(500);
      const body = trpc.json<{ error: { message: string; data: { stack?: string } } }>();
      expect(body.error.message).toBe("Internal server error");
      expect(body.error.data.stack).toBeUndefined();
      expect(trpc.headers["cache-control"]).toBe("private, no-store");
    } finally {
      await ctx.app.close();
    }
  });
});

describe("start-up", () => {
  it("gives a plugin as long as it needs to start, where Fastify's default allowed 10 s", async () => {
    const ctx = await setup({ signIn: false });
    try {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      // Loading the page renderer on a busy machine took longer than that.
      ctx.app.register(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30_000));
      });
      const ready = ctx.app.ready();
      await vi.advanceTimersByTimeAsync(30_000);
      await expect(ready).resolves.toBeDefined();
    } finally {
      vi.useRealTimers();
      await ctx.close();
    }
  });
});
