// Every public page is rendered on the server (apps/server/src/web, apps/web/src/entry-server.tsx):
// the first response carries the page's content, the right status, and a CSP nonce on exactly the
// router's inline scripts; anonymous pages are kept in the response cache until a write, and a
// request with credentials (a bearer token, a live session's cookie) neither reads nor fills that cache.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MemoryServerCache } from "../../src/cache/server-cache.ts";
import { sessionCookie, setup, T0, type TestContext } from "../helpers.ts";
import { makeWebRoot, PUBLIC_URL, type SiteContentFixtures, seedSiteContent } from "../site-content-fixtures.ts";

let ctx: TestContext;
let fixtures: SiteContentFixtures;
let posts: { job: number; closedJob: number; deal: number; membersDeal: number };
const cache = new MemoryServerCache({ now: () => T0 });

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, now: () => T0, webRoot: makeWebRoot(), cache });
  fixtures = await seedSiteContent(ctx.prisma);
  await ctx.prisma.business.create({
    data: {
      name: "Bart's Books",
      description: "The outdoor bookstore under the oak.",
      category: "Retail",
      address: "302 W Matilija St, Ojai",
      phone: "(805) 646-3755",
      featured: true,
      // Open at T0 (Monday 5 AM in Ojai), for the directory's Open now filter.
      hours: { weekly: { mon: [{ opens: "04:00", closes: "18:00" }] }, exceptions: [] },
    },
  });
  await ctx.prisma.boardMember.create({ data: { name: "Rosa Delgado", title: "President", company: "Topa Ranch" } });
  posts = await seedPosts(ctx.prisma);
});
afterAll(async () => {
  await ctx.close();
  await cache.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A live job and deal of Bart's Books, a closed job, and a deal for members only. */
async function seedPosts(prisma: TestContext["prisma"]) {
  const business = await prisma.business.findFirstOrThrow({ where: { name: "Bart's Books" } });
  const job = (fields: { title: string; closesAt: Date }) =>
    prisma.job.create({
      data: {
        ...fields,
        description: "Shelve, sell and recommend **books**.",
        businessId: business.id,
        employmentType: "part-time",
        payMin: 18,
        payUnit: "hour",
        applyEmail: "jobs@barts.example",
        postedAt: new Date(T0.getTime() - 2 * DAY_MS),
        reviewState: "approved",
      },
    });
  const deal = (fields: { title: string; audience: "everyone" | "members" }) =>
    prisma.deal.create({
      data: {
        ...fields,
        description: "Any paperback, **two for one**.",
        businessId: business.id,
        startsAt: new Date(T0.getTime() - DAY_MS),
        endsAt: new Date(T0.getTime() + 10 * DAY_MS),
        code: "OAKSHADE",
        reviewState: "approved",
      },
    });
  return {
    job: (await job({ title: "Weekend Bookseller", closesAt: new Date(T0.getTime() + 20 * DAY_MS) })).id,
    closedJob: (await job({ title: "Summer Shelver", closesAt: new Date(T0.getTime() - DAY_MS) })).id,
    deal: (await deal({ title: "Two Paperbacks for One", audience: "everyone" })).id,
    membersDeal: (await deal({ title: "Members' Rare Book Preview", audience: "members" })).id,
  };
}

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
/** The page's visible text: its body without tags, scripts and styles. */
const bodyText = (html: string) =>
  html
    .slice(html.indexOf("<body"))
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the first response carries the page", () => {
  test.each([
    ["/", ["Welcome to Ojai", "Bart's Books", "What Our Members Say"]],
    ["/events", ["Community Events", "Ojai Art Walk", "Holiday Stroll", "Spring Mixer"]],
    ["/directory", ["Business Directory", "Bart's Books", "302 W Matilija St, Ojai"]],
    ["/directory?search=bookstore", ["Bart's Books", "1 business"]],
    ["/directory?category=Dining", ["No businesses found for the selected category."]],
    ["/directory?open=now", ["Bart's Books", "1 business open now"]],
    ["/directory?open=now&category=Dining", ["No businesses are open right now."]],
    ["/directory/bart-s-books", ["Bart's Books", "The outdoor bookstore under the oak.", "302 W Matilija St, Ojai"]],
    ["/news", ["Latest News & Updates", "Twilight Concerts Return"]],
    ["/about", ["Board of Directors", "Rosa Delgado", "Topa Ranch"]],
    ["/membership-benefits", ["Membership Benefits", "Members are listed in the directory."]],
    ["/page/membership-benefits", ["Members are listed in the directory."]],
    ["/visitor", ["Plan Your Visit"]],
    ["/contact", ["Get In Touch", "Mon-Fri 9:00 AM - 5:00 PM"]],
    ["/get-involved", ["Monthly Networking Mixer"]],
    ["/privacy", ["Privacy Notice", "How long we keep it", "info@ojai-valley-chamber.example"]],
    ["/jobs", ["Jobs", "Weekend Bookseller", "Bart's Books", "$18 an hour", "1 job"]],
    ["/jobs?type=contract", ["No jobs match these filters."]],
    ["/deals", ["Member Deals", "Two Paperbacks for One", "OAKSHADE", "Members see more deals: sign in", "1 deal"]],
  ])("%s", async (url, texts) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const text = bodyText(response.body);
    for (const expected of texts) expect(text, `${url} shows "${expected}"`).toContain(expected);
  });

  test("an event's page has its title, place and description; a hidden one is not shown", async () => {
    const text = bodyText((await get(`/events/${fixtures.events.upcoming}`)).body);
    expect(text).toContain("Ojai Art Walk");
    expect(text).toContain("Ojai Arcade, 323 E Ojai Ave");
    expect(text).toContain("Galleries stay open late.");
    expect(bodyText((await get("/events")).body)).not.toContain("Draft Gala");
  });

  test("a subscriber's pages arrive whole, never cached; an unknown link or step is 404", async () => {
    const { token } = await ctx.prisma.newsletterSubscription.create({
      data: { email: "rendered@ojai.example", lists: ["events"] },
    });
    const confirm = await get(`/newsletter/confirm/${token}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers["cache-control"]).toBe("private, no-store");
    expect(bodyText(confirm.body)).toContain("Press the button to start receiving Events digest at re…@ojai.example");
    const manage = await get(`/newsletter/unsubscribe/${token}`);
    expect(manage.headers["cache-control"]).toBe("private, no-store");
    for (const expected of ["Waiting for your confirmation", "Events digest", "Unsubscribe", "Save my lists"])
      expect(bodyText(manage.body)).toContain(expected);
    expect((await get(`/newsletter/unsubscribe/${"0".repeat(64)}`)).statusCode).toBe(404);
    expect((await get(`/newsletter/other/${token}`)).statusCode).toBe(404);
  });

  test("a job's and a deal's pages arrive whole, their descriptions rendered; members' deals are left out", async () => {
    const job = await get(`/jobs/${posts.job}`);
    expect(job.statusCode).toBe(200);
    expect(job.body).toContain("<strong>books</strong>");
    expect(bodyText(job.body)).toContain("Weekend Bookseller");
    expect(bodyText(job.body)).toContain("Apply by e-mail");
    const deal = await get(`/deals/${posts.deal}`);
    expect(deal.statusCode).toBe(200);
    expect(deal.body).toContain("<strong>two for one</strong>");
    expect(bodyText((await get("/deals")).body)).not.toContain("Members' Rare Book Preview");
    expect(bodyText((await get("/jobs")).body)).not.toContain("Summer Shelver");
  });

  test("an article's content arrives rendered from its markdown", async () => {
    const response = await get(`/news/${fixtures.articles.concerts}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<strong>Twilight Concert Series</strong>");
  });

  test.each([
    ["/no/such/page", "404 Page Not Found"],
    ["/events/999999", "Event Not Found"],
    [`/events/${fixtures?.events.draft ?? 0}`, "Event Not Found"],
    ["/events/abc", "Event Not Found"],
    ["/news/424242", "Article Not Found"],
    ["/page/secret-plans", "Page Not Found"],
    ["/page/no-such-page", "Page Not Found"],
    ["/jobs/424242", "Job Not Found"],
    ["/jobs/closed", "Job Not Found"],
    ["/deals/members", "Deal Not Found"],
  ])("%s is a 404 that says so", async (url, heading) => {
    const named: Record<string, string> = {
      "/jobs/closed": `/jobs/${posts?.closedJob}`,
      "/deals/members": `/deals/${posts?.membersDeal}`,
    };
    const target = named[url] ?? (url.endsWith("/0") ? `/events/${fixtures.events.draft}` : url);
    const response = await get(target);
    expect(response.statusCode).toBe(404);
    expect(bodyText(response.body)).toContain(heading);
  });

  test("the newsletter archive shows a sent issue, and not a draft", async () => {
    const sent = await ctx.prisma.newsletterIssue.create({
      data: { subject: "Ojai in June", body: "## Twilight concerts\n\nEvery Thursday.", status: "sent", sentAt: T0 },
    });
    const draft = await ctx.prisma.newsletterIssue.create({ data: { subject: "Not yet", body: "Draft" } });
    const list = bodyText((await get("/news/newsletters")).body);
    expect(list).toContain("Past Newsletters");
    expect(list).toContain("Ojai in June");
    expect(list).not.toContain("Not yet");
    const page = await get(`/news/newsletters/${sent.id}`);
    expect(page.statusCode).toBe(200);
    expect(bodyText(page.body)).toContain("Twilight concerts");
    const hidden = await get(`/news/newsletters/${draft.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(bodyText(hidden.body)).toContain("Newsletter Not Found");
  });

  test("the admin is left to the browser, and no public page links its code", async () => {
    const admin = await get("/admin/businesses");
    expect(admin.statusCode).toBe(200);
    expect(bodyText(admin.body)).not.toContain("Admin Dashboard");
    for (const url of ["/", "/events", "/directory", "/page/membership-benefits"]) {
      expect((await get(url)).body, url).not.toMatch(/assets\/admin[._-]/);
    }
  });
});

describe("scripts and their nonce", () => {
  test("every inline script carries this response's nonce, which the CSP names and no other page shares", async () => {
    // Two URLs, so that each is rendered rather than the second answered from the page cache.
    const first = await get("/events?render=1");
    const second = await get("/events?render=2");
    const nonceOf = (policy: unknown) => String(policy).match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
    const nonce = nonceOf(first.headers["content-security-policy"]);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers["content-security-policy"])).not.toBe(nonce);
    const inline = [...first.body.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? "")
      .filter((attributes) => !/\bsrc=|application\/ld\+json/.test(attributes));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });
});

describe("the rendered-page cache", () => {
  test("keeps an anonymous page until a write, then shows the change", async () => {
    const first = await get("/directory");
    const second = await get("/directory");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBeDefined();
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);

    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: {
        name: "Topa Topa Bikes",
        description: "Rentals and repairs by the trail.",
        category: "Retail",
        address: "312 E Ojai Ave, Ojai, CA 93023",
        phone: "(805) 555-0188",
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(cache.responses.get("/directory")).toBeUndefined();
    expect(bodyText((await get("/directory")).body)).toContain("Topa Topa Bikes");
  });

  test("a request with a live session's cookie neither fills nor reads it", async () => {
    const url = "/about";
    const headers = { cookie: `theme=light; ${await sessionCookie(ctx.app)}` };
    await get(url, headers);
    expect(cache.responses.get(url)).toBeUndefined();
    await get(url);
    expect(cache.responses.get(url)).toBeDefined();
    const credentialed = await get(url, headers);
    expect(credentialed.headers.etag).toBeUndefined();
  });

  test("a request with a bearer token fills and reads it: no page is rendered from one", async () => {
    const url = "/news";
    const headers = { authorization: "Bearer anything" };
    await get(url, headers);
    expect(cache.responses.get(url)).toBeDefined();
    const again = await get(url, headers);
    expect(again.headers.etag).toBe(cache.responses.get(url)?.etag);
  });

  test("keeps no 404 and no page asked for with HEAD", async () => {
    await get("/events/999999");
    expect(cache.responses.get("/events/999999")).toBeUndefined();
    const head = await ctx.app.inject({ method: "HEAD", url: "/visitor" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(cache.responses.get("/visitor")).toBeUndefined();
  });
});

describe("a visitor who leaves mid-page", () => {
  test("ends that render and nothing else: the server goes on answering", async () => {
    const { connect } = await import("node:net");
    const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((done) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(`GET /events?left=${i} HTTP/1.1\r\nHost: x\r\n\r\n`);
          // Gone after the first bytes of the answer, or before any.
          socket.once("data", () => socket.destroy());
          setTimeout(() => socket.destroy(), i % 5);
        });
        socket.once("close", () => done());
        socket.on("error", () => done());
      });
    }
    const after = await fetch(`${address}/events`);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("Community Events");
  });
});
