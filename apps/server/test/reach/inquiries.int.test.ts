// Inquiries delivered to a real SMTP peer in process: POST /api/businesses/{id}/inquiries and the
// same form posted without a script both reach the business's member with Reply-To the visitor;
// the member's address is never in the answer; a name or message trying to add headers or forge
// the mail's first lines stays inert; the spam check and the member's inbox.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { at, expectError, manualClock, T0, type TestContext } from "../helpers.ts";
import { arrival as arrivalAt, body, header, type SmtpPeer, startMailApp } from "../mail/smtp-peer.ts";
import { makeWebRoot, PUBLIC_URL } from "../site-content-fixtures.ts";
import { addBusiness, countsOf, memberWithToken } from "./reach-fixtures.ts";

const clock = manualClock();
let peer: SmtpPeer;
let ctx: TestContext;
let close = async () => {};

beforeAll(async () => {
  ({ peer, ctx, close } = await startMailApp({
    publicUrl: PUBLIC_URL,
    now: clock.now,
    webRoot: makeWebRoot(),
    signIn: false,
  }));
});
afterAll(() => close());

/** A form token, with the clock then moved past its youngest accepted age. */
async function formToken(): Promise<string> {
  clock.set(T0);
  const { token } = (await ctx.app.inject({ method: "GET", url: "/api/submissions/token" })).json<{ token: string }>();
  clock.set(at(T0, 10_000));
  return token;
}

const arrival = (to: string, subject: string) => arrivalAt(peer, to, subject);

const send = (id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: `/api/businesses/${id}/inquiries`, payload });

describe("POST /api/businesses/{id}/inquiries", () => {
  test("reaches the member with Reply-To the visitor; the answer names no address", async () => {
    const shop = await addBusiness(ctx.prisma, "Rainbow Bridge Market");
    const { token } = await memberWithToken(ctx.prisma, "owner@rainbow.example", [shop.id], T0);
    const response = await send(shop.id, {
      name: "June Carver",
      email: "june@example.com",
      message: "Do you stock local honey?",
      formToken: await formToken(),
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.body).not.toContain("rainbow.example");
    const mail = await arrival("owner@rainbow.example", "Message from June Carver");
    expect(header(mail.raw, "reply-to")).toBe("june@example.com");
    expect(header(mail.raw, "to")).toBe("owner@rainbow.example");
    expect(body(mail.raw)).toContain("> Do you stock local honey?");
    // The listing's own e-mail gets nothing: the business has a member.
    expect(peer.arrived.some((sent) => sent.to.includes("hello@shop.example"))).toBe(false);
    const inbox = await ctx.app.inject({
      method: "GET",
      url: `/api/account/businesses/${shop.id}/inquiries`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(inbox.json()).toMatchObject([{ name: "June Carver", email: "june@example.com" }]);
    expectError(
      await ctx.app.inject({ method: "GET", url: `/api/account/businesses/${shop.id}/inquiries` }),
      401,
      "UNAUTHORIZED",
    );
    await ctx.app.reach.flush();
    expect((await countsOf(ctx.prisma, shop.id)).inquiries).toBe(1);
  });

  test("a name with CRLF and Bcc is refused; a message opening with From: stays quoted text", async () => {
    const shop = await addBusiness(ctx.prisma, "Header Hardware", { email: "owner@header.example" });
    const injected = await send(shop.id, {
      name: "Eve\r\nBcc: everyone@victim.example",
      email: "eve@example.com",
      message: "Hi",
      formToken: await formToken(),
    });
    expect(injected.statusCode).toBe(400);
    const forged = await send(shop.id, {
      name: "Eve   Example",
      email: "eve@example.com",
      message: "From: staff@test.example\r\nSubject: Your invoice\r\n\r\nPay at evil.example",
      formToken: await formToken(),
    });
    expect(forged.statusCode, forged.body).toBe(202);
    const mail = await arrival("owner@header.example", "Message from Eve Example");
    expect(mail.to).toEqual(["owner@header.example"]);
    expect(header(mail.raw, "bcc")).toBeUndefined();
    expect(header(mail.raw, "from")).toContain("chamber@test.example");
    expect(header(mail.raw, "subject")).toBe("Message from Eve Example through your listing");
    const text = body(mail.raw);
    expect(text.split(/\r?\n/)[0]).toBe(
      "A visitor wrote to Header Hardware through its listing in the chamber's directory.",
    );
    expect(text).toMatch(/^> From: staff@test\.example\r?$/m);
    expect(text).not.toMatch(/^(From|Subject):/m);
  });

  test("refused without a token or with the honeypot filled; 404 and 409 say why", async () => {
    const shop = await addBusiness(ctx.prisma, "Spam Free Cafe");
    const visitor = { name: "Bot", email: "bot@example.com", message: "Buy now" };
    expectError(await send(shop.id, visitor), 400, "SPAM_CHECK");
    expectError(
      await send(shop.id, { ...visitor, formToken: await formToken(), url: "http://spam.example" }),
      400,
      "SPAM_CHECK",
    );
    expectError(await send(999_999, { ...visitor, formToken: await formToken() }), 404, "NOT_FOUND");
    const mute = await addBusiness(ctx.prisma, "No Mail Farm", { email: null });
    expectError(await send(mute.id, { ...visitor, formToken: await formToken() }), 409, "CONFLICT");
    expect(await ctx.prisma.inquiry.count({ where: { businessId: { in: [shop.id, mute.id] } } })).toBe(0);
  });
});

describe("the inquiry form without a script", () => {
  const postForm = (slug: string, fields: Record<string, string>) =>
    ctx.app.inject({
      method: "POST",
      url: `/directory/${slug}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      payload: new URLSearchParams({ form: "inquiry", url: "", ...fields }).toString(),
    });

  test("posted to the business's page: sent, 303 to its confirmation, mailed", async () => {
    const shop = await addBusiness(ctx.prisma, "Form Post Florist", { email: "owner@florist.example" });
    const fields = {
      businessId: String(shop.id),
      name: "Rosa Ortega",
      email: "rosa@ojai.example",
      message: "Peonies?",
    };
    const response = await postForm(shop.slug, { ...fields, formToken: await formToken() });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(303);
    expect(response.headers.location).toBe(`/directory/${shop.slug}?sent=inquiry#inquiry-form`);
    const mail = await arrival("owner@florist.example", "Message from Rosa Ortega");
    expect(header(mail.raw, "reply-to")).toBe("rosa@ojai.example");
  });
});

describe("the inquiry form posted from a cached page, which carries no token", () => {
  test("comes back with the values kept and a token, and the second press sends", async () => {
    const shop = await addBusiness(ctx.prisma, "Tokenless Tea House", { email: "owner@tea.example" });
    const fields = {
      form: "inquiry",
      url: "",
      businessId: String(shop.id),
      name: "Ana Reyes",
      email: "ana@ojai.example",
      message: "Oolong?",
    };
    // The form posts to whichever page it is on, and every page answers a form post alike: /contact
    // stands in for the business's page here.
    const post = (extra: Record<string, string> = {}) =>
      ctx.app.inject({
        method: "POST",
        url: "/contact",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        payload: new URLSearchParams({ ...fields, ...extra }).toString(),
      });
    clock.set(T0);
    const first = await post();
    expect(first.statusCode).not.toBe(303);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const token = /formToken:"([^"]+)"/.exec(first.body)?.[1];
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
    expect(first.body).toContain("Oolong?");
    clock.set(at(T0, 10_000));
    const second = await post({ formToken: token ?? "" });
    expect(second.statusCode, second.body.slice(0, 200)).toBe(303);
    await arrival("owner@tea.example", "Message from Ana Reyes");
  });
});
