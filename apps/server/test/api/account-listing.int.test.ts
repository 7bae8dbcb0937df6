// A member's listings over the REST door: GET/PUT /api/account/businesses and the event a member
// sends, with a member's bearer (a real session), a staff bearer and none; 200 when a change is
// published, 202 when it waits for staff (the setting members.changesNeedApproval).
import { startSession } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectValidationError, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup({ ...uncached });
});
afterAll(() => ctx?.close());

const listing = {
  name: "Ojai Olive Press",
  description: "Olive oil pressed in the valley.",
  category: "dining",
  address: "1333 Ojai Rd",
  phone: "(805) 555-0177",
};

async function newBusiness(name: string): Promise<number> {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/businesses",
    headers: ctx.auth,
    payload: { ...listing, name },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

/** A member with access to `businessId`, signed in: their tab's bearer header. */
async function memberOf(businessId: number, email: string) {
  const member = await ctx.prisma.member.create({ data: { name: "Rosa Olivar", email } });
  await ctx.prisma.businessMember.create({ data: { businessId, memberId: member.id, via: "claim" } });
  const { tab } = await startSession(ctx.prisma, { memberId: member.id }, new Date());
  return { authorization: `Bearer ${tab.token}` };
}

const put = (id: number, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: "PUT", url: `/api/account/businesses/${id}`, headers, payload });

describe("account over REST", () => {
  it("answers the member's own businesses; another's is 404; staff and nobody 401", async () => {
    const mine = await newBusiness("Press One");
    const theirs = await newBusiness("Press Two");
    const member = await memberOf(mine, "rosa@olive.example");
    const list = await ctx.app.inject({ method: "GET", url: "/api/account/businesses", headers: member });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ listing: { id: number } }[]>().map((row) => row.listing.id)).toEqual([mine]);
    expectError(await put(theirs, member, listing), 404, "NOT_FOUND");
    expectError(await put(mine, ctx.auth, listing), 401, "UNAUTHORIZED");
    expectError(await put(mine, {}, listing), 401, "UNAUTHORIZED");
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/account/businesses", headers: ctx.auth }),
      401,
      "UNAUTHORIZED",
    );
    expectError(await ctx.app.inject({ method: "GET", url: "/api/account/businesses" }), 401, "UNAUTHORIZED");
    const badHours = { ...listing, hours: { weekly: { mon: [{ opens: "25:00", closes: "17:00" }] } } };
    expectValidationError(await put(mine, member, badHours), "hours.weekly.mon.0.opens");
  });

  it("answers 202 while changes need approval, 200 once they are published at once", async () => {
    const id = await newBusiness("Press Three");
    const member = await memberOf(id, "rosa@press3.example");
    const waiting = await put(id, member, { ...listing, name: "Press Three and Deli", featured: true });
    expect(waiting.statusCode, waiting.body).toBe(202);
    expect(waiting.json()).toMatchObject({
      status: "pending",
      listing: { name: "Press Three", featured: false },
      pendingChange: { changes: { name: { from: "Press Three", to: "Press Three and Deli" } } },
    });

    const off = await ctx.app.inject({
      method: "PUT",
      url: "/api/member-settings",
      headers: ctx.auth,
      payload: { changesNeedApproval: false },
    });
    expect(off.json()).toEqual({ changesNeedApproval: false, postsNeedApproval: true });
    const published = await put(id, member, { ...listing, name: "Press Three Deli", published: false });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      status: "published",
      listing: { name: "Press Three Deli", published: true },
    });
    const shown = await ctx.app.inject({ method: "GET", url: `/api/businesses/${id}` });
    expect(shown.json()).toMatchObject({ name: "Press Three Deli" });
    await ctx.app.inject({
      method: "PUT",
      url: "/api/member-settings",
      headers: ctx.auth,
      payload: { changesNeedApproval: true },
    });
  });

  it("takes an event with the business as organizer: 202, then staff see it", async () => {
    const id = await newBusiness("Press Four");
    const member = await memberOf(id, "rosa@press4.example");
    const sent = await ctx.app.inject({
      method: "POST",
      url: `/api/account/businesses/${id}/events`,
      headers: member,
      payload: {
        title: "Harvest Pressing",
        description: "Watch the new oil pressed.",
        category: "community",
        location: "1333 Ojai Rd",
        date: "2026-11-01T10:00:00-08:00",
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const queued = await ctx.app.inject({
      method: "GET",
      url: `/api/submissions/${sent.json<{ id: number }>().id}`,
      headers: ctx.auth,
    });
    expect(queued.json()).toMatchObject({ payload: { organizerId: id, organizerName: "Rosa Olivar" } });
  });

  it("accepts the OpenAPI document's examples as written, with a member's bearer", async () => {
    const id = await newBusiness("Press Five");
    const member = await memberOf(id, "rosa@press5.example");
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { example?: object }> }; responses: object }>
      >;
    }>();
    // The document says both answers of a change, and the 202 of an event.
    expect(Object.keys(document.paths["/account/businesses/{id}"]?.put?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "202", "401", "404"]),
    );
    expect(Object.keys(document.paths["/account/businesses/{id}/events"]?.post?.responses ?? {})).not.toContain("200");
    for (const [path, method] of [
      ["/account/businesses/{id}", "put"],
      ["/account/businesses/{id}/events", "post"],
    ] as const) {
      const example = document.paths[path]?.[method]?.requestBody?.content["application/json"]?.example;
      expect(example, path).toBeDefined();
      const url = `/api${path.replace("{id}", String(id))}`;
      const response = await ctx.app.inject({
        method: method === "put" ? "PUT" : "POST",
        url,
        headers: member,
        payload: example,
      });
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(202);
    }
  });
});
