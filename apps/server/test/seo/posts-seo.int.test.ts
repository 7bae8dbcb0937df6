// Deals and jobs in what crawlers and feed readers get: /feeds/jobs.xml and /feeds/deals.xml, the
// sitemap with lastmod, and the JSON-LD the server injects into /jobs/{id} and /deals/{id} — only
// live posts for everyone: a members-only deal is in none of them, a closed job leaves them all.
import { noopCache } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { at, days, manualClock, setup, T0, type TestContext } from "../helpers.ts";

const clock = manualClock(T0);
let ctx: TestContext;
const ids = { job: 0, remoteJob: 0, deal: 0, membersDeal: 0, business: 0 };

beforeAll(async () => {
  ctx = await setup({ publicUrl: "https://ojaichamber.example", now: clock.now, cache: noopCache, signIn: false });
  const p = ctx.prisma;
  await p.category.upsert({
    where: { kind_name: { kind: "business", name: "Dining" } },
    create: { kind: "business", name: "Dining", slug: "dining", position: 0 },
    update: {},
  });
  const business = await p.business.create({
    data: {
      name: "Ojai Coffee Roasters",
      description: "Coffee.",
      category: "Dining",
      address: "337 E Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0142",
      website: "https://ojaicoffee.example",
    },
  });
  ids.business = business.id;
  const open = { postedAt: at(T0, -days(1)), closesAt: at(T0, days(10)), businessId: business.id };
  ids.job = (
    await p.job.create({
      data: {
        ...open,
        title: "Barista",
        description: "Pull **great** shots.",
        employmentType: "part-time",
        payMin: 18,
        payMax: 22,
        payUnit: "hour",
        applyUrl: "https://ojaicoffee.example/jobs",
      },
    })
  ).id;
  ids.remoteJob = (
    await p.job.create({
      data: {
        ...open,
        title: "Remote bookkeeper",
        description: "Books.",
        employmentType: "contract",
        locationKind: "remote",
        applyEmail: "books@ojaicoffee.example",
      },
    })
  ).id;
  const window = { startsAt: at(T0, -days(1)), endsAt: at(T0, days(5)), businessId: business.id };
  ids.deal = (await p.deal.create({ data: { ...window, title: "Free refill", description: "All week." } })).id;
  ids.membersDeal = (
    await p.deal.create({ data: { ...window, title: "Members' beans", description: "Secret.", audience: "members" } })
  ).id;
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });

describe("feeds", () => {
  test("/feeds/jobs.xml lists the open jobs, and none once they close", async () => {
    clock.set(T0);
    const response = await get("/feeds/jobs.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.body).toContain("<title>Barista — Ojai Coffee Roasters</title>");
    expect(response.body).toContain(`<link>https://ojaichamber.example/jobs/${ids.job}</link>`);
    expect(response.body).toContain("<category>Part-time</category>");
    expect(response.body).toContain("Remote bookkeeper");
    clock.set(at(T0, days(10)));
    expect((await get("/feeds/jobs.xml")).body).not.toContain("<item>");
    clock.set(T0);
  });

  test("/feeds/deals.xml lists the deals for everyone, never a members-only one", async () => {
    const response = await get("/feeds/deals.xml");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Free refill");
    expect(response.body).not.toContain("Members' beans");
  });
});

describe("sitemap", () => {
  test("lists live jobs and public deals with lastmod, never a members-only deal", async () => {
    clock.set(T0);
    const body = (await get("/sitemap.xml")).body;
    expect(body).toMatch(new RegExp(`<loc>https://ojaichamber.example/jobs/${ids.job}</loc><lastmod>`));
    expect(body).toContain(`/jobs/${ids.remoteJob}</loc>`);
    expect(body).toMatch(new RegExp(`<loc>https://ojaichamber.example/deals/${ids.deal}</loc><lastmod>`));
    expect(body).not.toContain(`/deals/${ids.membersDeal}<`);
    clock.set(at(T0, days(10)));
    expect((await get("/sitemap.xml")).body).not.toContain(`/jobs/${ids.job}<`);
    clock.set(T0);
  });
});

describe("structured data", () => {
  test("a job's page carries its JobPosting; a closed job's none", async () => {
    clock.set(T0);
    const [ld] = await ctx.app.structuredData(`/jobs/${ids.job}`);
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Barista",
      description: "<p>Pull <strong>great</strong> shots.</p>",
      employmentType: "PART_TIME",
      hiringOrganization: { name: "Ojai Coffee Roasters", sameAs: "https://ojaicoffee.example" },
      jobLocation: { address: { streetAddress: "337 E Ojai Ave", postalCode: "93023" } },
    });
    const [remote] = await ctx.app.structuredData(`/jobs/${ids.remoteJob}`);
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", employmentType: "CONTRACTOR" });
    clock.set(at(T0, days(10)));
    expect(await ctx.app.structuredData(`/jobs/${ids.job}`)).toEqual([]);
    clock.set(T0);
  });

  test("a deal's page carries its Offer; a members-only deal's none", async () => {
    const [ld] = await ctx.app.structuredData(`/deals/${ids.deal}`);
    expect(ld).toMatchObject({ "@type": "Offer", name: "Free refill", seller: { name: "Ojai Coffee Roasters" } });
    expect(await ctx.app.structuredData(`/deals/${ids.membersDeal}`)).toEqual([]);
  });
});
