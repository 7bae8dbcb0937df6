// Webhooks end to end (docs/decisions/031-webhooks.md): an owner registers an endpoint over REST; a
// real receiver on loopback verifies every message with the standardwebhooks package; changes
// arrive once committed, in order per entity, with the entity as the REST API answers it; a
// failing receiver is retried; a rolled-back write sends nothing; private targets are refused.
import { API_TOKEN_PREFIX, hashToken, newToken } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookWorker } from "../../src/webhooks/webhook-worker.ts";
import { at, expectError, expectValidationError, manualClock, setup, type TestContext, uncached } from "../helpers.ts";
import { type Receiver, startReceiver } from "./receiver.ts";

// Signatures carry the worker's clock, which the receiver checks against its own: start from now.
const clock = manualClock(new Date());
const advance = (ms: number) => clock.set(at(clock.now(), ms));
let ctx: TestContext;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  ctx = await setup({
    ...uncached,
    now: clock.now,
    allowPrivateTargets: true,
    // The tests run the worker themselves (and writes wake it); no poll between their steps.
    webhooks: { pollMs: 60_000, retryBaseMs: 1_000 },
  });
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});

const business = {
  name: "Ojai Coffee Roasters",
  description: "Small-batch coffee roasted daily on Ojai Avenue.",
  category: "Dining",
  address: "337 E Ojai Ave, Ojai, CA 93023",
  phone: "(805) 555-0142",
};

const run = () => ctx.app.webhooks.deliverDue();

async function rest(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: ctx.auth,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

async function register(events: string[], url = receiver.url) {
  const created = await rest("POST", "/webhooks", { url, description: "Member portal", events });
  expect(created.secret).toMatch(/^whsec_/);
  receiver.secret = created.secret;
  return created as { id: number; secret: string };
}

describe("webhooks", () => {
  let endpointId = 0;

  it("registers an endpoint, showing its secret once", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks",
      headers: ctx.auth,
      payload: { url: receiver.url, events: ["business.created", "business.updated", "business.deleted"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    receiver.secret = created.json().secret;
    endpointId = created.json().id;
    const list = await rest("GET", "/webhooks");
    expect(list).toEqual([
      expect.objectContaining({ id: endpointId, url: receiver.url, enabled: true, failingSince: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain("whsec_");
  });

  it("delivers a business's creation, change and deletion in order, as the REST API answers it", async () => {
    const start = receiver.arrived.length;
    const created = await rest("POST", "/businesses", business);
    const [first] = (await receiver.waitFor(start + 1, run)).slice(start);
    expect(first?.type).toBe("business.created");
    expect(first?.data).toEqual(await rest("GET", `/businesses/${created.id}`));
    await rest("PUT", `/businesses/${created.id}`, { ...business, phone: "(805) 555-0199" });
    const [, second] = (await receiver.waitFor(start + 2, run)).slice(start);
    expect(second?.data).toEqual(await rest("GET", `/businesses/${created.id}`));
    await rest("DELETE", `/businesses/${created.id}`);
    const arrived = (await receiver.waitFor(start + 3, run)).slice(start);
    expect(arrived.map((message) => message.type)).toEqual([
      "business.created",
      "business.updated",
      "business.deleted",
    ]);
    expect(arrived[2]?.data).toEqual({ id: created.id });
    const log = await rest("GET", `/webhooks/${endpointId}/deliveries`);
    expect(log.map((delivery: { type: string; status: string }) => [delivery.type, delivery.status])).toEqual([
      ["business.deleted", "sent"],
      ["business.updated", "sent"],
      ["business.created", "sent"],
    ]);
  });

  it("retries a failing receiver, holding the entity's later changes until it acknowledges", async () => {
    const start = receiver.arrived.length;
    receiver.answers.push(500, 503);
    const created = await rest("POST", "/businesses", { ...business, name: "Topa Topa Brewing" });
    await rest("PUT", `/businesses/${created.id}`, { ...business, name: "Topa Topa Brewing Co." });
    await receiver.waitFor(start + 1, run);
    // Not yet due again: the change waits behind its creation.
    await run();
    expect(receiver.arrived.slice(start).map((message) => message.answered)).toEqual([500]);
    advance(1_000);
    await receiver.waitFor(start + 2, run);
    advance(2_000);
    const arrived = (await receiver.waitFor(start + 4, run)).slice(start);
    expect(arrived.map((message) => [message.type, message.answered])).toEqual([
      ["business.created", 500],
      ["business.created", 503],
      ["business.created", 204],
      ["business.updated", 204],
    ]);
    // The same message each time, so a receiver can drop a repeat.
    expect(new Set(arrived.slice(0, 3).map((message) => message.id)).size).toBe(1);
    const [updated, createdLog] = await rest("GET", `/webhooks/${endpointId}/deliveries?limit=2`);
    expect(createdLog).toMatchObject({ type: "business.created", status: "sent", attempts: 3, lastStatus: 204 });
    expect(updated).toMatchObject({ type: "business.updated", status: "sent", attempts: 1 });
    expect((await rest("GET", "/webhooks"))[0].failingSince).toBeNull();
  });

  it("sends nothing for a write that rolled back", async () => {
    const queued = await ctx.prisma.webhookEvent.count();
    await expect(
      ctx.prisma.$transaction(async (tx) => {
        await tx.business.create({ data: { ...business, name: "Never Was" } });
        throw new Error("the write fails after its row changed");
      }),
    ).rejects.toThrow("the write fails");
    expect(await ctx.prisma.webhookEvent.count()).toBe(queued);
    const before = receiver.arrived.length;
    await run();
    expect(receiver.arrived.length).toBe(before);
  });

  it("queues nothing that no endpoint wants, nor a change of bookkeeping alone", async () => {
    const queued = await ctx.prisma.webhookEvent.count();
    await rest("POST", "/board-members", { name: "Maria Alvarez", title: "President" });
    const [row] = await ctx.prisma.business.findMany({ take: 1, select: { id: true } });
    await ctx.prisma.$executeRaw`UPDATE "Business" SET "updatedAt" = now() WHERE "id" = ${row?.id}`;
    expect(await ctx.prisma.webhookEvent.count()).toBe(queued);
  });

  it("pings an endpoint, and sends a delivery again", async () => {
    const start = receiver.arrived.length;
    const ping = await rest("POST", `/webhooks/${endpointId}/ping`);
    expect(ping).toMatchObject({ type: "webhook.ping", status: "pending" });
    const [arrived] = (await receiver.waitFor(start + 1, run)).slice(start);
    expect(arrived).toMatchObject({
      type: "webhook.ping",
      id: ping.messageId,
      data: { endpointId, url: receiver.url },
    });
    const again = await rest("POST", `/webhooks/${endpointId}/deliveries/${ping.id}/retry`);
    expect(again).toMatchObject({ id: ping.id, status: "pending", attempts: 0 });
    const [repeat] = (await receiver.waitFor(start + 2, run)).slice(start + 1);
    expect(repeat?.id).toBe(ping.messageId);
    expectError(
      await ctx.app.inject({
        method: "POST",
        url: `/api/webhooks/${endpointId}/deliveries/999999/retry`,
        headers: ctx.auth,
      }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await ctx.app.inject({ method: "POST", url: "/api/webhooks/999999/ping", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
  });

  it("refuses a private target at delivery, where DNS may have changed since", async () => {
    // Registered where private targets were allowed; the name now resolves to loopback.
    const { id } = await register(["page.created"], receiver.url.replace("http://127.0.0.1", "https://localhost"));
    // This worker may not reach loopback, as the server's may not without IMPORT_ALLOW_PRIVATE.
    const strict = new WebhookWorker({ db: ctx.db, outbound: { allowPrivate: false }, now: clock.now });
    await ctx.app.webhooks.stop();
    try {
      await rest("POST", "/pages", { title: "Visit", slug: "visit-webhooks", content: "Come by." });
      await strict.deliverDue();
    } finally {
      ctx.app.webhooks.start();
    }
    const [delivery] = await rest("GET", `/webhooks/${id}/deliveries`);
    expect(delivery).toMatchObject({ type: "page.created", status: "pending", attempts: 1, lastStatus: null });
    expect(delivery.lastError).toBe("localhost resolves to a loopback address");
  });

  it("refuses a private or plain-http target at registration", async () => {
    const strict = await setup({ db: ctx.db, signIn: false });
    try {
      for (const url of [
        "https://127.0.0.1/hooks",
        "https://localhost:8443/hooks",
        "https://[::1]/hooks",
        "http://hooks.ojai.example/in",
      ]) {
        const response = await strict.app.inject({
          method: "POST",
          url: "/api/webhooks",
          headers: ctx.auth,
          payload: { url, events: ["business.created"] },
        });
        expectValidationError(response, "url");
      }
    } finally {
      await strict.close();
    }
    expectValidationError(
      await ctx.app.inject({
        method: "POST",
        url: "/api/webhooks",
        headers: ctx.auth,
        payload: { url: receiver.url, events: ["business.moved"] },
      }),
      "events.0",
    );
  });

  it("is the owner's alone", async () => {
    expectError(await ctx.app.inject({ method: "GET", url: "/api/webhooks" }), 401, "UNAUTHORIZED");
    const token = newToken(API_TOKEN_PREFIX);
    await ctx.prisma.apiToken.create({ data: { name: "Editor", tokenHash: hashToken(token), role: "editor" } });
    const editor = { authorization: `Bearer ${token}` };
    expectError(await ctx.app.inject({ method: "GET", url: "/api/webhooks", headers: editor }), 403, "FORBIDDEN");
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks",
      headers: editor,
      payload: { url: receiver.url, events: ["business.created"] },
    });
    expectError(refused, 403, "FORBIDDEN");
  });
});
