// "Is this your business?" posted by a browser without a script (src/forms/form-posts.ts): it goes
// to the claim procedure like the script's call, so its spam check applies, and a sent claim
// redirects to the page it was on with its confirmation (Post/Redirect/Get).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { manualClock, setup, type TestContext } from "../helpers.ts";
import { makeWebRoot, PUBLIC_URL } from "../site-content-fixtures.ts";

const clock = manualClock();
let ctx: TestContext;
let businessId: number;
let page: string;

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, now: clock.now, webRoot: makeWebRoot(), signIn: false });
  const business = await ctx.prisma.business.create({
    data: {
      name: "Libbey Bowl Books",
      description: "Used books.",
      category: "Retail",
      address: "210 E Ojai Ave",
      phone: "(805) 555-0111",
      email: "books@libbeybooks.example",
      website: "https://libbeybooks.example",
    },
  });
  businessId = business.id;
  page = `/directory/${business.slug}`;
});
afterAll(() => ctx.close());

const post = (url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    payload: new URLSearchParams(fields).toString(),
  });

/** A form token, with the clock moved past its youngest accepted age. */
async function formToken(): Promise<string> {
  const response = await ctx.app.inject({ method: "GET", url: "/api/submissions/token" });
  clock.set(new Date(clock.now().getTime() + 5_000));
  return response.json<{ token: string }>().token;
}

const claim = async (extra: Record<string, string> = {}) => ({
  form: "claim",
  businessId: String(businessId),
  name: "Nora Baker",
  email: "nora@libbeybooks.example",
  formToken: await formToken(),
  url: "",
  ...extra,
});

describe("a claim posted without a script", () => {
  test("is stored and answered 303 to the business page's confirmation", async () => {
    const response = await post(page, await claim());
    expect(response.statusCode, response.body.slice(0, 300)).toBe(303);
    expect(response.headers.location).toBe(`${page}?sent=claim#claim-form`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const stored = await ctx.prisma.listingClaim.findMany({ where: { businessId } });
    expect(stored).toMatchObject([{ email: "nora@libbeybooks.example", matchedBy: "domain", status: "pending" }]);
  });

  test("a filled honeypot, a missing token or a bad address is refused with the page, nothing stored", async () => {
    const before = await ctx.prisma.listingClaim.count();
    for (const fields of [
      await claim({ url: "http://spam.example" }),
      await claim({ formToken: "" }),
      await claim({ email: "not-an-address" }),
    ]) {
      // Answered with the page it was posted from, drawn again (here /directory, a page every
      // branch has; the business page draws the claim form with the values and errors).
      const response = await post("/directory", fields);
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
    expect(await ctx.prisma.listingClaim.count()).toBe(before);
  });

  test("a post from another site is refused", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: page,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: new URLSearchParams(await claim()).toString(),
    });
    expect(response.statusCode).toBe(403);
  });
});
