// One batch limit for both ends (TRPC_BATCH in @chamber/core): the web app's httpBatchLink never
// builds a batch the server refuses, the largest one it may build is answered, and one past it is
// refused with a message that names the limit.
import type { AppRouter } from "@chamber/api";
import { TRPC_BATCH } from "@chamber/core";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATCH_TOO_LONG } from "../../src/http/api.ts";
import { setup, type TestContext } from "../helpers.ts";

let ctx: TestContext;
// Node warnings (Fastify's deprecations among them) the app's build printed.
const warnings: string[] = [];
const noteWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
beforeAll(async () => {
  process.on("warning", noteWarning);
  ctx = await setup();
  process.off("warning", noteWarning);
});
afterAll(() => ctx?.close());

const NAME = "business.featured";

/** A batch of `count` business.featured calls whose URL is `length` characters, padded in the last input. */
function batchUrl(count: number, length: number): string {
  const url = (pad: string) => {
    const inputs = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [i, i === count - 1 ? { limit: 3, pad } : { limit: 3 }]),
    );
    return `/trpc/${Array(count).fill(NAME).join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
  };
  const bare = url("").length;
  expect(bare).toBeLessThanOrEqual(length);
  return url("x".repeat(length - bare));
}

describe("a tRPC batch", () => {
  it("is routed by an option Fastify does not warn about", () => {
    expect(warnings).toEqual([]);
  });

  it("of the most calls and the longest URL the client may build is answered", async () => {
    const url = batchUrl(TRPC_BATCH.maxItems, TRPC_BATCH.maxUrlLength);
    expect(url).toHaveLength(TRPC_BATCH.maxUrlLength);
    const response = await ctx.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveLength(TRPC_BATCH.maxItems);
  });

  it("one character longer is refused with 414 and says why", async () => {
    const response = await ctx.app.inject({ url: batchUrl(TRPC_BATCH.maxItems, TRPC_BATCH.maxUrlLength + 1) });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ message: BATCH_TOO_LONG });
  });

  it("of one call more is refused with 400 and says why", async () => {
    const response = await ctx.app.inject({ url: batchUrl(TRPC_BATCH.maxItems + 1, 1000) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message: "Batch call exceeds maximum size" } });
  });

  it("of one call is taken whatever its length: the client sends such a call alone", async () => {
    const response = await ctx.app.inject({ url: batchUrl(1, TRPC_BATCH.maxUrlLength + 500) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("is never built past the server's limits by the web app's link settings", async () => {
    const sent: string[] = [];
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: "/trpc",
          maxItems: TRPC_BATCH.maxItems,
          maxURLLength: TRPC_BATCH.maxUrlLength,
          fetch: async (url, init) => {
            sent.push(String(url));
            const headers = Object.fromEntries(new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]));
            const answer = await ctx.app.inject({ method: "GET", url: String(url), headers });
            expect(answer.statusCode, answer.body).toBe(200);
            return new Response(answer.rawPayload, { status: answer.statusCode });
          },
        }),
      ],
    });
    // 25 calls at once, some with long inputs (unknown keys are dropped by the input schema).
    const calls = Array.from({ length: 25 }, (_, i) =>
      client.business.featured.query({ limit: 3, ...(i % 4 === 0 ? { note: "y".repeat(300) } : {}) } as {
        limit: number;
      }),
    );
    expect(await Promise.all(calls)).toHaveLength(25);
    expect(sent.length).toBeGreaterThan(2);
    for (const url of sent) {
      expect(url.length).toBeLessThanOrEqual(TRPC_BATCH.maxUrlLength);
      expect((url.split("?")[0] ?? "").split(",").length).toBeLessThanOrEqual(TRPC_BATCH.maxItems);
    }
  });
});
