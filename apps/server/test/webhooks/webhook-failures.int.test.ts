// An endpoint that fails for three days (docs/decisions/031-webhooks.md): its delivery is given up,
// the endpoint is turned off and every owner is mailed through the mail outbox (a real SMTP peer);
// nothing more is queued for it until an owner turns it on again and sends the delivery again.
import { API_TOKEN_PREFIX, hashToken, newToken } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { at, days, expectError, manualClock, minutes, type TestContext, uncached } from "../helpers.ts";
import { arrival, body, type SmtpPeer, startMailApp } from "../mail/smtp-peer.ts";
import { type Receiver, startReceiver } from "./receiver.ts";

const start = new Date();
const clock = manualClock(start);
let peer: SmtpPeer;
let ctx: TestContext;
let close = async () => {};
let receiver: Receiver;
/** An owner's API token: a session would expire in the three days the clock moves. */
let owner = { authorization: "" };

beforeAll(async () => {
  receiver = await startReceiver();
  ({ peer, ctx, close } = await startMailApp({
    ...uncached,
    now: clock.now,
    allowPrivateTargets: true,
    webhooks: { pollMs: 60_000 },
  }));
  const token = newToken(API_TOKEN_PREFIX);
  await ctx.prisma.apiToken.create({ data: { name: "Owner", tokenHash: hashToken(token), role: "owner" } });
  owner = { authorization: `Bearer ${token}` };
});
afterAll(async () => {
  await close();
  await receiver.close();
});

const run = () => ctx.app.webhooks.deliverDue();
const contact = {
  firstName: "June",
  lastName: "Carver",
  email: "june@example.com",
  subject: "Membership",
  message: "How do I join?",
};

async function rest(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: owner,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

describe("an endpoint failing for three days", () => {
  it("is turned off, its owners mailed, and starts again when turned on", async () => {
    const endpoint = await rest("POST", "/webhooks", { url: receiver.url, events: ["contact.received"] });
    receiver.secret = endpoint.secret;
    receiver.answers.push(500);
    expect((await ctx.app.inject({ method: "POST", url: "/api/contact", payload: contact })).statusCode).toBe(200);
    await receiver.waitFor(1, run);
    expect((await rest("GET", "/webhooks"))[0].failingSince).toBe(start.toISOString());

    // Three days on, the next attempt fails too (its timestamp is now stale for the receiver).
    clock.set(at(start, days(3) + minutes(1)));
    await receiver.waitFor(2, run);
    const [off] = await rest("GET", "/webhooks");
    expect(off).toMatchObject({ enabled: false, disabledAt: clock.now().toISOString() });
    const [given] = await rest("GET", `/webhooks/${endpoint.id}/deliveries`);
    expect(given).toMatchObject({ type: "contact.received", status: "failed", attempts: 2, lastStatus: 401 });
    const mail = await arrival(peer, "admin@test.example", "Webhook turned off");
    expect(body(mail.raw)).toContain(receiver.url);
    expect(body(mail.raw)).toContain("/admin/webhooks");

    // Off: nothing is queued for it, and it cannot be pinged.
    const queued = await ctx.prisma.webhookEvent.count();
    expect((await ctx.app.inject({ method: "POST", url: "/api/contact", payload: contact })).statusCode).toBe(200);
    expect(await ctx.prisma.webhookEvent.count()).toBe(queued);
    expectError(
      await ctx.app.inject({ method: "POST", url: `/api/webhooks/${endpoint.id}/ping`, headers: owner }),
      409,
      "CONFLICT",
    );

    clock.set(new Date());
    const on = await rest("PUT", `/webhooks/${endpoint.id}`, {
      url: receiver.url,
      events: ["contact.received"],
      enabled: true,
    });
    expect(on).toMatchObject({ enabled: true, failingSince: null, disabledAt: null });
    await rest("POST", `/webhooks/${endpoint.id}/deliveries/${given.id}/retry`);
    const [, , again] = await receiver.waitFor(3, run);
    expect(again).toMatchObject({ type: "contact.received", answered: 204, data: { email: contact.email } });
    const [sent] = await rest("GET", `/webhooks/${endpoint.id}/deliveries`);
    expect(sent).toMatchObject({ id: given.id, status: "sent", attempts: 1, lastStatus: 204 });
  });
});
