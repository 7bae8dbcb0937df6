// Registering and cancelling posted by a browser without a script (src/forms/form-posts.ts): a
// registration goes to the register procedure like the script's call and leads (303) to the
// registrant's own page, which is a page though its token has a dot, never cached or indexed, with
// its QR code beside it; a refused one is the event page again with what was typed; cancelling
// posts to the registrant's page and answers it with its confirmation.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { requestKindOf } from "../../src/http/request-kind.ts";
import { at, manualClock, setup, T0, type TestContext } from "../helpers.ts";
import { eventTakingRegistrations } from "../registration-fixtures.ts";
import { makeWebRoot, PUBLIC_URL } from "../site-content-fixtures.ts";

const clock = manualClock();
let ctx: TestContext;
let page: string;
let eventId: number;

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, now: clock.now, webRoot: makeWebRoot(), signIn: false });
  const event = await eventTakingRegistrations(ctx.prisma, { capacity: 5, maxPlaces: 2 });
  eventId = event.id;
  page = `/events/${event.id}`;
});
afterAll(() => ctx?.close());

const post = (url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    payload: new URLSearchParams(fields).toString(),
  });

/** A form token, with the clock moved past its youngest accepted age. */
async function formToken(): Promise<string> {
  clock.set(T0);
  const { token } = (await ctx.app.inject({ method: "GET", url: "/api/submissions/token" })).json<{ token: string }>();
  clock.set(at(T0, 10_000));
  return token;
}

const registration = async (extra: Record<string, string> = {}) => ({
  form: "registration",
  eventId: String(eventId),
  name: "Nora Baker",
  email: "nora@example.com",
  places: "2",
  formToken: await formToken(),
  url: "",
  ...extra,
});

describe("a registration posted without a script", () => {
  test("leads to the registrant's page, which can cancel it by a post", async () => {
    const sent = await post(page, await registration());
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(303);
    const location = sent.headers.location as string;
    expect(location).toMatch(/^\/registrations\/[^/?]+\?sent=registration$/);
    const stored = await ctx.prisma.registration.findFirstOrThrow({ where: { eventId } });
    expect(stored).toMatchObject({ email: "nora@example.com", places: 2, status: "confirmed" });

    const personal = location.split("?")[0] ?? "";
    const shown = await ctx.app.inject({ method: "GET", url: location });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("private, no-store");
    expect(shown.body).toContain('<meta name="robots" content="noindex"');

    const svg = await ctx.app.inject({ method: "GET", url: `${personal}/qr.svg` });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain("<svg");
    const png = await ctx.app.inject({ method: "GET", url: `${personal}/qr.png` });
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect((await ctx.app.inject({ method: "GET", url: `${personal}/qr.gif` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/registrations/a%20b/qr.svg" })).statusCode).toBe(404);

    const cancelled = await post(personal, {
      form: "registrationCancel",
      token: decodeURIComponent(personal.split("/")[2] ?? ""),
    });
    expect(cancelled.statusCode, cancelled.body.slice(0, 300)).toBe(303);
    expect(cancelled.headers.location).toBe(`${personal}?sent=registrationCancel#registrationCancel-form`);
    expect((await ctx.prisma.registration.findUniqueOrThrow({ where: { id: stored.id } })).status).toBe("cancelled");
  });

  test("refused, the event's page comes back with what was typed and nothing stored", async () => {
    const before = await ctx.prisma.registration.count();
    const refused = await post(page, await registration({ email: "not-an-address", name: "Otto Typed" }));
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["cache-control"]).toBe("private, no-store");
    expect(refused.body).toContain("Otto Typed");
    expect(await ctx.prisma.registration.count()).toBe(before);
  });

  test("the registrant's page is a page; its QR code a file", () => {
    expect(requestKindOf("/registrations/12.AbC-d_e")).toBe("page");
    expect(requestKindOf("/registrations/12.AbC-d_e?sent=registration")).toBe("page");
    expect(requestKindOf("/registrations/12.AbC-d_e/qr.svg")).toBe("asset");
  });
});
