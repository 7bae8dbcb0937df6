// The public forms posted by a browser without a script (src/forms/form-posts.ts): they go to the
// same procedures as the script's calls, so the same schema, rate limits and spam check apply; a
// sent form redirects to its confirmation (Post/Redirect/Get), a refused one answers its page with
// the values and each error, and no answer to a post is ever cached or served from the cache.
import { defaultRateLimits } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MemoryServerCache } from "../../src/cache/server-cache.ts";
import { manualClock, setup, type TestContext } from "../helpers.ts";
import { makeWebRoot, PUBLIC_URL } from "../site-content-fixtures.ts";

const clock = manualClock();
/** Past a form token's youngest accepted age. */
const waitForToken = () => clock.set(new Date(clock.now().getTime() + 5_000));
const cache = new MemoryServerCache({ now: clock.now });
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({
    publicUrl: PUBLIC_URL,
    now: clock.now,
    webRoot: makeWebRoot(),
    cache,
    rateLimits: defaultRateLimits,
    signIn: false,
  });
});
afterAll(async () => {
  await ctx.close();
  await cache.close();
});

/** A browser's post of a form from this site's own page. */
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: headers["x-test-client"] ?? "203.0.113.1",
  });

const message = {
  form: "contact",
  firstName: "Rosa",
  lastName: "Ortega",
  email: "rosa@ojai.example",
  subject: "Event Planning",
  message: "A harvest fair in Libbey Park?",
};

/** The `value` an input named `name` is drawn with. */
const fieldValue = (html: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe("the contact form without a script", () => {
  test("a sent message is stored and answered 303 to the page's confirmation, never cached", async () => {
    const response = await post("/contact", message, { "x-test-client": "203.0.113.10" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact?sent=contact#contact-form");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    await expect(ctx.prisma.contactMessage.findMany({ where: { email: "rosa@ojai.example" } })).resolves.toHaveLength(
      1,
    );

    const confirmation = await ctx.app.inject({ method: "GET", url: "/contact?sent=contact" });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain("Message sent successfully!");
    expect(confirmation.body).not.toContain('aria-label="Contact form"');
  });

  test("a bad value comes back under its field, the others kept, nothing stored, the answer not cached", async () => {
    const before = await ctx.prisma.contactMessage.count();
    const response = await post("/contact", { ...message, firstName: "", email: "not-an-address" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["content-security-policy"]).toMatch(/script-src [^;]*'nonce-/);
    expect(response.body).toContain("Please correct the highlighted fields.");
    expect(response.body).toMatch(/First name is required|first name/i);
    expect(response.body).toMatch(/[Ee]mail/);
    expect(fieldValue(response.body, "lastName")).toBe("Ortega");
    expect(fieldValue(response.body, "email")).toBe("not-an-address");
    expect(response.body).toContain("A harvest fair in Libbey Park?");
    expect(await ctx.prisma.contactMessage.count()).toBe(before);

    // The next visitor's /contact is the empty form, whether rendered or cached.
    for (let i = 0; i < 2; i++) {
      const page = await ctx.app.inject({ method: "GET", url: "/contact" });
      expect(page.body).not.toContain("not-an-address");
      expect(page.body).not.toContain("Please correct the highlighted fields.");
    }
    expect(cache.responses.get("/contact")?.body.toString()).not.toContain("not-an-address");
  });

  test("the contact rate limit counts posted forms per client, and its refusal is a page", async () => {
    const client = { "x-test-client": "203.0.113.20" };
    for (let i = 0; i < defaultRateLimits.contact.max; i++) {
      expect((await post("/contact", message, client)).statusCode).toBe(303);
    }
    const refused = await post("/contact", message, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain("Too many messages from this connection.");
    expect(fieldValue(refused.body, "firstName")).toBe("Rosa");
    // Another client is not held back.
    expect((await post("/contact", message, { "x-test-client": "203.0.113.21" })).statusCode).toBe(303);
  });

  test("a post from another site's page, a body that is not a form, or a form not of that page is refused", async () => {
    const before = await ctx.prisma.contactMessage.count();
    expect((await post("/contact", message, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    const foreignOrigin = await ctx.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" },
      payload: new URLSearchParams(message).toString(),
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const json = await ctx.app.inject({ method: "POST", url: "/contact", payload: message });
    expect(json.statusCode).toBe(415);
    expect((await post("/about", message)).statusCode).toBe(404);
    expect((await post("/contact", { ...message, form: "nothing" })).statusCode).toBe(404);
    expect(await ctx.prisma.contactMessage.count()).toBe(before);
  });
});

describe("the newsletter without a script", () => {
  test("posts from the page it is on and comes back to that page's confirmation", async () => {
    const response = await post("/news", { form: "newsletter", email: "Reader@Ojai.example" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/news?sent=newsletter#newsletter-form");
    await expect(
      ctx.prisma.newsletterSubscription.findUnique({ where: { email: "reader@ojai.example" } }),
    ).resolves.not.toBeNull();
    const page = await ctx.app.inject({ method: "GET", url: "/news?sent=newsletter" });
    expect(page.body).toContain("Successfully subscribed!");
  });
});

describe("a newsletter subscriber's pages without a script", () => {
  const form = (token: string, step: string, body: string) =>
    ctx.app.inject({
      method: "POST",
      url: `/newsletter/${step}/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      payload: body,
    });
  const row = () => ctx.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email: "pages@ojai.example" } });

  test("confirm, lists and unsubscribe post to the page and come back to it; a refusal says so", async () => {
    await ctx.prisma.newsletterSubscription.create({ data: { email: "pages@ojai.example" } });
    const { token } = await row();
    const confirmed = await form(token, "confirm", "action=confirm");
    expect(confirmed.statusCode, confirmed.body).toBe(303);
    expect(confirmed.headers.location).toBe(`/newsletter/confirm/${token}?sent=confirm`);
    expect(confirmed.headers["cache-control"]).toBe("private, no-store");
    expect(await row()).toMatchObject({ status: "confirmed", isActive: true });

    const lists = await form(token, "unsubscribe", "action=lists&lists=events&lists=news");
    expect(lists.headers.location).toBe(`/newsletter/unsubscribe/${token}?sent=lists`);
    expect((await row()).lists).toEqual(["news", "events"]);
    const none = await form(token, "unsubscribe", "action=lists");
    expect(none.headers.location).toBe(`/newsletter/unsubscribe/${token}?problem=lists`);
    const members = await form(token, "unsubscribe", "action=lists&lists=members");
    expect(members.headers.location).toBe(`/newsletter/unsubscribe/${token}?problem=lists`);
    expect((await row()).lists).toEqual(["news", "events"]);

    const left = await form(token, "unsubscribe", "action=unsubscribe");
    expect(left.headers.location).toBe(`/newsletter/unsubscribe/${token}?sent=unsubscribe`);
    expect(await row()).toMatchObject({ status: "unsubscribed", isActive: false });
  });

  test("a post from another site, an unknown step or action is refused and changes nothing", async () => {
    await ctx.prisma.newsletterSubscription.upsert({
      where: { email: "pages@ojai.example" },
      create: { email: "pages@ojai.example" },
      update: { status: "pending", isActive: false },
    });
    const { token } = await row();
    const elsewhere = await ctx.app.inject({
      method: "POST",
      url: `/newsletter/confirm/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: "action=confirm",
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await form(token, "other", "action=confirm")).statusCode).toBe(404);
    expect((await form(token, "confirm", "action=delete")).statusCode).toBe(404);
    expect((await row()).status).toBe("pending");
  });
});

describe("an event submitted without a script", () => {
  const event = (formToken: string, extra: Record<string, string> = {}) => ({
    form: "event",
    title: "Harvest Fair",
    description: "Apples and music in the park.",
    day: "2026-10-03",
    time: "10:30",
    location: "Libbey Park",
    category: "community",
    organizerName: "Rosa Ortega",
    organizerEmail: "rosa@ojai.example",
    website: "",
    formToken,
    url: "",
    ...extra,
  });
  const tokenIn = (html: string) => fieldValue(html, "formToken") ?? "";

  test("its page is rendered afresh for every visitor, each with a token of its own, and never cached", async () => {
    const first = await ctx.app.inject({ method: "GET", url: "/events/submit" });
    const second = await ctx.app.inject({ method: "GET", url: "/events/submit" });
    expect(first.headers["cache-control"]).toBe("private, no-store");
    expect(tokenIn(first.body)).toMatch(/^\w+\.[\w-]+\.[\w-]+$/);
    expect(tokenIn(second.body)).not.toBe(tokenIn(first.body));
    expect(cache.responses.get("/events/submit")).toBeUndefined();
  });

  test("is stored pending with its start read in the site zone, once: its token is spent", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/events/submit" });
    waitForToken();
    const fields = event(tokenIn(page.body));
    const response = await post("/events/submit", fields, { "x-test-client": "203.0.113.30" });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(303);
    expect(response.headers.location).toBe("/events/submit?sent=event#event-form");
    const stored = await ctx.prisma.submission.findMany({ where: { kind: "event" } });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payload).toMatchObject({ date: "2026-10-03T17:30:00.000Z" });

    const again = await post("/events/submit", fields, { "x-test-client": "203.0.113.30" });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("This form was already sent.");
    expect(fieldValue(again.body, "title")).toBe("Harvest Fair");
    expect(await ctx.prisma.submission.count({ where: { kind: "event" } })).toBe(1);
  });

  test("the spam check refuses a missing token and a filled honeypot, and a field error keeps the token", async () => {
    const client = { "x-test-client": "203.0.113.40" };
    const page = await ctx.app.inject({ method: "GET", url: "/events/submit" });
    waitForToken();
    const token = tokenIn(page.body);
    expect((await post("/events/submit", event(""), client)).body).toContain("The form could not be accepted.");
    const honeypot = await post("/events/submit", event(token, { url: "http://spam.example" }), client);
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.body).toContain("The form could not be accepted.");
    // The honeypot and the token are not drawn back into the page.
    expect(honeypot.body).not.toContain("spam.example");
    const badField = await post("/events/submit", event(token, { time: "" }), client);
    expect(badField.statusCode).toBe(400);
    expect(badField.body).toContain("Date must be a date and time");
    expect(fieldValue(badField.body, "day")).toBe("2026-10-03");
    expect(await ctx.prisma.submission.count({ where: { kind: "event" } })).toBe(1);
    // Corrected, the same token goes through: a field error did not spend it.
    expect((await post("/events/submit", event(token), client)).statusCode).toBe(303);
  });
});

describe("a listing submitted without a script", () => {
  test("is stored as a new listing", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/directory/join" });
    expect(page.headers["cache-control"]).toBe("private, no-store");
    waitForToken();
    const response = await post(
      "/directory/join",
      {
        form: "listing",
        name: "Topa Topa Bikes",
        description: "Bikes and repairs.",
        category: "retail",
        address: "104 W Matilija St, Ojai",
        phone: "(805) 555-0101",
        website: "",
        email: "",
        contactName: "Sam Lee",
        contactEmail: "sam@bikes.example",
        imageId: "",
        formToken: fieldValue(page.body, "formToken") ?? "",
        url: "",
      },
      { "x-test-client": "203.0.113.50" },
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(303);
    expect(response.headers.location).toBe("/directory/join?sent=listing#listing-form");
    const stored = await ctx.prisma.submission.findFirst({ where: { kind: "business" } });
    expect(stored).toMatchObject({ businessId: null, submitterEmail: "sam@bikes.example" });
  });
});
