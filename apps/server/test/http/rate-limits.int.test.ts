// Abuse limits (docs/architecture.md §4): contact and newsletter 10 a minute per client address;
// sign-in 10 failures per 15 minutes per address (then 429) and per account (then paced, never
// refused). They are counted on the procedure that runs, so REST and tRPC share one count, every
// spelling of a path counts, and every call in a tRPC batch counts. Each test builds its own app, so its in-process counters start at zero.
import { request as httpRequest } from "node:http";
import { defaultRateLimits } from "@chamber/api";
import type { Database } from "@chamber/db";
import { openTestDatabase } from "@chamber/db/testing";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectError, setup, uncached } from "../helpers.ts";

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

type App = Awaited<ReturnType<typeof setup>>["app"];

async function withLimitedApp(test: (app: App) => Promise<void>, signIn = false, rateLimits = defaultRateLimits) {
  const ctx = await setup({ ...uncached, db, rateLimits, signIn });
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
        expect(response.statusCode).toBe(202);
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

  it("counts every spelling of the sign-in path, and tRPC, against one limit", async () => {
    await withLimitedApp(async (app) => {
      const wrong = { email: ADMIN_EMAIL, password: "wrong guess" };
      const spellings = ["/api/auth/Login", "/api/auth/LOGIN", "/api/auth/login/", "/api/AUTH/Login/"];
      for (const url of spellings)
        expect((await app.inject({ method: "POST", url, payload: wrong })).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) {
        const trpc = await app.inject({ method: "POST", url: "/trpc/auth.login", payload: wrong });
        expect(trpc.statusCode).toBe(401);
      }
      expect((await app.inject({ method: "POST", url: "/api/auth/login", payload: wrong })).statusCode).toBe(401);
      // Ten failures: now every spelling is refused, even with the right password.
      const right = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
      for (const url of ["/api/auth/login", ...spellings]) {
        const limited = await app.inject({ method: "POST", url, payload: right });
        expectError(limited, 429, "TOO_MANY_REQUESTS");
        expect(Number(limited.headers["retry-after"]), url).toBeGreaterThan(60);
      }
      const trpc = await app.inject({ method: "POST", url: "/trpc/auth.login", payload: right });
      expect(trpc.statusCode).toBe(429);
      expect(trpc.json()).toMatchObject({ error: { data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 } } });
      expect(Number(trpc.headers["retry-after"])).toBeGreaterThan(60);
    }, true);
  });

  it("counts a path sent as-is with dot segments (curl --path-as-is) against the same limit", async () => {
    await withLimitedApp(async (app) => {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as { port: number };
      const post = (path: string) =>
        new Promise<number>((resolve, reject) => {
          const body = JSON.stringify(contact);
          const req = httpRequest(
            { host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json" } },
            (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            },
          );
          req.on("error", reject);
          req.end(body);
        });
      const paths = ["/api/./contact", "/api/Contact", "/api/x/../contact", "/api/CONTACT/", "/api/contact"];
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push(await post(paths[i % paths.length] as string));
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    });
  });

  it("counts /api/Newsletter and /api/newsletter/ as the newsletter", async () => {
    await withLimitedApp(async (app) => {
      const urls = ["/api/Newsletter", "/api/newsletter/", "/api/NEWSLETTER"];
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const payload = { email: `spell${i}@example.com` };
        statuses.push((await app.inject({ method: "POST", url: urls[i % urls.length] as string, payload })).statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(202), 429]);
    });
  });

  it("counts each call in a tRPC batch: nine sign-ins in one batch are nine attempts", async () => {
    await withLimitedApp(async (app) => {
      const wrong = { email: ADMIN_EMAIL, password: "wrong guess" };
      const batch = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [i, wrong]));
      const response = await app.inject({
        method: "POST",
        url: `/trpc/${Array(9).fill("auth.login").join(",")}?batch=1`,
        payload: batch,
      });
      const codes = response.json<{ error: { data: { code: string } } }[]>().map((item) => item.error.data.code);
      expect(codes).toEqual(Array(9).fill("UNAUTHORIZED"));
      expect((await app.inject({ method: "POST", url: "/api/auth/login", payload: wrong })).statusCode).toBe(401);
      expectError(
        await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        }),
        429,
        "TOO_MANY_REQUESTS",
      );
    }, true);
  });

  it("refuses the calls of a batch past the limit with 429 and Retry-After", async () => {
    await db.prisma.contactMessage.deleteMany();
    await withLimitedApp(async (app) => {
      for (let i = 0; i < 6; i++) await app.inject({ method: "POST", url: "/api/contact", payload: contact });
      const batch = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [i, contact]));
      const response = await app.inject({
        method: "POST",
        url: `/trpc/${Array(6).fill("contact.send").join(",")}?batch=1`,
        payload: batch,
      });
      const results = response.json<({ result: unknown } | { error: { data: { code: string } } })[]>();
      expect(results.filter((item) => "result" in item)).toHaveLength(4);
      expect(results.filter((item) => "error" in item && item.error.data.code === "TOO_MANY_REQUESTS")).toHaveLength(2);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    });
    expect(await db.prisma.contactMessage.count()).toBe(10);
  });

  it("refuses a tRPC batch of more than 10 calls with 400, running none of them", async () => {
    await db.prisma.contactMessage.deleteMany();
    await withLimitedApp(async (app) => {
      const batch = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, contact]));
      const response = await app.inject({
        method: "POST",
        url: `/trpc/${Array(11).fill("contact.send").join(",")}?batch=1`,
        payload: batch,
      });
      expect(response.statusCode).toBe(400);
      const reads = await app.inject({
        url: `/trpc/${Array(11).fill("auth.me").join(",")}?batch=1&input=${encodeURIComponent("{}")}`,
      });
      expect(reads.statusCode).toBe(400);
      expect(reads.json()).toMatchObject({ error: { message: "Batch call exceeds maximum size" } });
      const ten = await app.inject({
        url: `/trpc/${Array(10).fill("auth.me").join(",")}?batch=1&input=${encodeURIComponent("{}")}`,
      });
      expect(ten.statusCode).toBe(401);
    });
    expect(await db.prisma.contactMessage.count()).toBe(0);
  });

  it("never refuses the right password from a client under its own limit, whatever others failed", async () => {
    const delayMs = 60;
    const rules = { ...defaultRateLimits, signInPerAccount: { ...defaultRateLimits.signInPerAccount, delayMs } };
    await withLimitedApp(
      async (app) => {
        const attempt = (remoteAddress: string, password = "wrong guess", email = ADMIN_EMAIL) =>
          app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });
        for (let i = 0; i < 10; i++) expect((await attempt(`203.0.113.${i + 1}`)).statusCode).toBe(401);
        // Ten failures on the account from ten addresses: the person's own sign-in still goes through…
        const right = await attempt("203.0.113.11", ADMIN_PASSWORD);
        expect(right.statusCode, right.body).toBe(200);
        // …while guesses from fresh addresses are not refused either, but served one at a time,
        // a pause before each: three at once take three pauses.
        const started = performance.now();
        const guesses = await Promise.all(
          [20, 21, 22].map((n) => attempt(`203.0.113.${n}`, "wrong guess", ADMIN_EMAIL.toUpperCase())),
        );
        expect(guesses.map((response) => response.statusCode)).toEqual([401, 401, 401]);
        expect(performance.now() - started).toBeGreaterThanOrEqual(3 * delayMs - 5);
        expect((await attempt("198.51.100.9", ADMIN_PASSWORD)).statusCode).toBe(200);
        // Another account from the same address is not slowed.
        expect((await attempt("203.0.113.20", "wrong guess", "someone.else@test.example")).statusCode).toBe(401);
      },
      true,
      rules,
    );
  });

  it("limits a second step's wrong codes per client, and never refuses the right one for others' failures", async () => {
    const rules = { ...defaultRateLimits, signInPerAccount: { ...defaultRateLimits.signInPerAccount, delayMs: 10 } };
    await withLimitedApp(
      async (app) => {
        const secret = new Secret({ size: 20 }).base32;
        await db.prisma.adminUser.update({
          where: { email: ADMIN_EMAIL },
          data: { totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: null },
        });
        const challenge = async (remoteAddress: string) => {
          const payload = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
          const response = await app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress });
          return response.json<{ challenge: string }>().challenge;
        };
        const code = (remoteAddress: string, payload: { challenge: string; code: string }) =>
          app.inject({ method: "POST", url: "/api/auth/login/second-step", payload, remoteAddress });
        // Ten wrong codes on the account, each from an address of its own (a challenge takes five).
        for (let i = 0; i < 10; i++) {
          const address = `192.0.2.${i + 1}`;
          expect((await code(address, { challenge: await challenge(address), code: "000000" })).statusCode).toBe(401);
        }
        const right = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
        const signedIn = await code("192.0.2.11", { challenge: await challenge("192.0.2.11"), code: right });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        // One address past ten wrong codes is refused.
        for (let i = 0; i < 10; i++) {
          const response = await code("192.0.2.50", { challenge: await challenge("192.0.2.50"), code: "000000" });
          expect(response.statusCode).toBe(401);
        }
        expectError(
          await code("192.0.2.50", { challenge: await challenge("192.0.2.50"), code: "000000" }),
          429,
          "TOO_MANY_REQUESTS",
        );
        await db.prisma.adminUser.update({
          where: { email: ADMIN_EMAIL },
          data: { totpSecret: null, totpEnabledAt: null },
        });
      },
      true,
      rules,
    );
  });

  it("does not count successful sign-ins", async () => {
    await withLimitedApp(async (app) => {
      const right = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
      const wrong = { email: ADMIN_EMAIL, password: "wrong guess" };
      for (let i = 0; i < 9; i++)
        expect((await app.inject({ method: "POST", url: "/api/auth/login", payload: wrong })).statusCode).toBe(401);
      for (let i = 0; i < 15; i++) {
        const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: right });
        expect(response.statusCode, `sign-in ${i + 1}`).toBe(200);
      }
      expect((await app.inject({ method: "POST", url: "/api/auth/login", payload: wrong })).statusCode).toBe(401);
      expectError(
        await app.inject({ method: "POST", url: "/api/auth/login", payload: right }),
        429,
        "TOO_MANY_REQUESTS",
      );
    }, true);
  });

  it("lets only ten of a hundred parallel guesses check a password", async () => {
    await withLimitedApp(async (app) => {
      const wrong = { email: ADMIN_EMAIL, password: "wrong guess" };
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          app.inject({ method: "POST", url: i % 2 ? "/api/auth/Login" : "/trpc/auth.login", payload: wrong }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    }, true);
  });
});
