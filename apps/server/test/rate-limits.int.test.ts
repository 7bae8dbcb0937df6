// Abuse limits (DESIGN §4): contact and newsletter 10 a minute, sign-in 10 per 15 minutes, per
// client address, with REST and tRPC sharing one count. Each test builds its own app, so its
// in-process counters start at zero.
import type { Database } from "@chamber/db";
import { openTestDatabase } from "@chamber/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../src/plugins/rate-limits.ts";
import { expectError, setup, uncached } from "./helpers.ts";

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

const contact = {
  firstName: "June",
  lastName: "Carver",
  email: "june@example.com",
  subject: "Hello",
  message: "Hi there",
};

async function withLimitedApp(test: (app: Awaited<ReturnType<typeof setup>>["app"]) => Promise<void>) {
  const ctx = await setup({ ...uncached, db, rateLimits: defaultRateLimits, signIn: false });
  try {
    await test(ctx.app);
  } finally {
    await ctx.close();
  }
}

describe("rate limits", () => {
  it("answers the 11th contact message within a minute with 429, the standard body and retry-after", async () => {
    await db.prisma.contactMessage.deleteMany();
    await withLimitedApp(async (app) => {
      for (let i = 0; i < 10; i++) {
        const response = await app.inject({ method: "POST", url: "/api/contact", payload: contact });
        expect(response.statusCode, `request ${i + 1}`).toBe(200);
      }
      const limited = await app.inject({ method: "POST", url: "/api/contact", payload: contact });
      expectError(limited, 429, "TOO_MANY_REQUESTS");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    });
    expect(await db.prisma.contactMessage.count()).toBe(10);
  });

  it("counts /trpc/contact.send and POST /api/contact together", async () => {
    await withLimitedApp(async (app) => {
      for (let i = 0; i < 10; i++) {
        const response =
          i % 2 === 0
            ? await app.inject({ method: "POST", url: "/api/contact", payload: contact })
            : await app.inject({ method: "POST", url: "/trpc/contact.send", payload: contact });
        expect(response.statusCode, `request ${i + 1}`).toBe(200);
      }
      expect((await app.inject({ method: "POST", url: "/trpc/contact.send", payload: contact })).statusCode).toBe(429);
      expectError(
        await app.inject({ method: "POST", url: "/api/contact", payload: contact }),
        429,
        "TOO_MANY_REQUESTS",
      );
    });
  });

  it("counts each client address separately", async () => {
    await withLimitedApp(async (app) => {
      for (let i = 0; i < 11; i++)
        await app.inject({ method: "POST", url: "/api/contact", payload: contact, remoteAddress: "10.0.0.1" });
      const other = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: contact,
        remoteAddress: "10.0.0.2",
      });
      expect(other.statusCode).toBe(200);
    });
  });

  it("limits newsletter sign-ups to 10 a minute", async () => {
    await withLimitedApp(async (app) => {
      for (let i = 0; i < 10; i++) {
        const response = await app.inject({
          method: "POST",
          url: "/api/newsletter",
          payload: { email: `n${i}@example.com` },
        });
        expect(response.statusCode).toBe(200);
      }
      expectError(
        await app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "late@example.com" } }),
        429,
        "TOO_MANY_REQUESTS",
      );
    });
  });

  it("limits sign-in attempts to 10", async () => {
    await withLimitedApp(async (app) => {
      const attempt = () =>
        app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "nobody@test.example", password: "guess" },
        });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
      expectError(await attempt(), 429, "TOO_MANY_REQUESTS");
    });
  });

  it("leaves reads unlimited", async () => {
    await withLimitedApp(async (app) => {
      for (let i = 0; i < 15; i++)
        expect((await app.inject({ method: "GET", url: "/api/businesses" })).statusCode).toBe(200);
    });
  });
});
