import { noopCache } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApiToken, revokeApiToken } from "../../src/cli/api-tokens.ts";
import { expectError, FORGED_TOKEN, setup, T0, type TestContext } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  // 2026-06-15T05:30Z is still June 14 in Ojai: the file is named by the site's date.
  ctx = await setup({ now: () => new Date("2026-06-15T05:30:00Z"), cache: noopCache });
  await ctx.prisma.contactMessage.create({
    data: {
      firstName: "José",
      lastName: "Reyes, Jr.",
      email: "jose@example.com",
      subject: '=HYPERLINK("http://evil.example","click")',
      message: 'Line one\nSays "hello", then leaves.',
      createdAt: T0,
    },
  });
  await ctx.prisma.newsletterSubscription.createMany({
    data: [
      {
        email: "zoe@example.com",
        status: "confirmed",
        isActive: true,
        lists: ["news", "members"],
        createdAt: new Date("2026-01-10T20:00:00Z"),
      },
      { email: "@risky@example.com", createdAt: new Date("2026-06-01T16:15:00Z") },
    ],
  });
});
afterAll(() => ctx.close());

const csvUrls = ["/api/newsletter-subscriptions.csv", "/api/contact-messages.csv"];

describe.each(csvUrls)("GET %s", (url) => {
  test("answers 401 with the standard error body without credentials", async () => {
    const response = await ctx.app.inject({ method: "GET", url });
    expectError(response, 401, "UNAUTHORIZED");
    expect(response.headers["content-disposition"]).toBeUndefined();
  });

  test("answers 401 for a forged token", async () => {
    const response = await ctx.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${FORGED_TOKEN}` } });
    expectError(response, 401, "UNAUTHORIZED");
  });

  test("is a private, dated CSV attachment with a BOM and CRLF rows for an admin", async () => {
    const response = await ctx.app.inject({ method: "GET", url, headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const name = url.slice("/api/".length, -".csv".length);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${name}-2026-06-14.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.endsWith("\r\n")).toBe(true);
  });
});

test("the contact CSV quotes, doubles quotes, keeps accents and neutralises formulas", async () => {
  const body = (await ctx.app.inject({ method: "GET", url: "/api/contact-messages.csv", headers: ctx.auth })).body;
  const [header, ...rows] = body.slice(1).split("\r\n");
  expect(header).toBe("Id,Received (America/Los_Angeles),First name,Last name,Email,Subject,Message");
  expect(rows[0]).toMatch(
    /^\d+,2026-06-15 05:00,José,"Reyes, Jr\.",jose@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)","Line one\nSays ""hello"", then leaves\."$/,
  );
});

test("the newsletter CSV lists every subscription, newest first, with local dates, status and lists", async () => {
  const body = (await ctx.app.inject({ method: "GET", url: "/api/newsletter-subscriptions.csv", headers: ctx.auth }))
    .body;
  const [header, ...rows] = body.slice(1).trimEnd().split("\r\n");
  expect(header).toBe("Id,Email,Active,Subscribed (America/Los_Angeles),Status,Lists");
  expect(rows.map((row) => row.split(",").slice(1))).toEqual([
    ["'@risky@example.com", "no", "2026-06-01 09:15", "pending", "news events"],
    ["zoe@example.com", "yes", "2026-01-10 12:00", "confirmed", "news members"],
  ]);
});

test("an API token from the CLI downloads the export until it is revoked", async () => {
  const { id, token } = await createApiToken(ctx.prisma, "Spreadsheet sync");
  const headers = { authorization: `Bearer ${token}` };
  expect((await ctx.app.inject({ method: "GET", url: "/api/contact-messages.csv", headers })).statusCode).toBe(200);
  await revokeApiToken(ctx.prisma, id);
  expectError(await ctx.app.inject({ method: "GET", url: "/api/contact-messages.csv", headers }), 401, "UNAUTHORIZED");
});
