// POST /api/submissions/images (decision 020): a visitor's photo for a submission, sent with the form's
// token and counted per client; kept from the public until staff approve a submission that uses it.
import { defaultRateLimits } from "@chamber/api";
import { htmlFile, pngImage } from "@chamber/db/test-images";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import { IMMUTABLE_CACHE_CONTROL } from "../../src/images/image-routes.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  at,
  expectError,
  expectValidationError,
  hours,
  manualClock,
  setup,
  T0,
  type TestContext,
  uncached,
} from "../helpers.ts";
import { type FilePart, multipart } from "./multipart.ts";

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup({ ...uncached, now: clock.now });
});
afterAll(() => ctx?.close());

interface Uploaded {
  id: number;
  url: string;
}

/** A token issued at T0, the clock then `ageMs` later (a visitor may pick the photo at once). */
async function token(app: App = ctx.app, ageMs = 0): Promise<string> {
  clock.set(T0);
  const response = await app.inject({ method: "GET", url: "/api/submissions/token" });
  clock.set(at(T0, ageMs));
  return response.json<{ token: string }>().token;
}

const photo = async (width = 640, height = 480): Promise<FilePart> => ({
  bytes: await pngImage(width, height),
  filename: "shop.png",
});

function upload(file: FilePart | undefined, fields: Record<string, string>, app: App = ctx.app) {
  const body = multipart(file, fields);
  return app.inject({ method: "POST", url: "/api/submissions/images", headers: body.headers, payload: body.payload });
}

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

const event = {
  title: "Gallery Night",
  description: "Open studios on the arcade.",
  category: "community",
  location: "Ojai Arcade",
  date: "2026-07-10T18:00:00-07:00",
  organizerName: "June Carver",
  organizerEmail: "june@example.com",
};

const submitEvent = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/submissions/events", payload });

const approve = (id: number) =>
  ctx.app.inject({ method: "POST", url: `/api/submissions/${id}/approve`, headers: ctx.auth, payload: {} });

/** Uploads a photo and submits an event with it, on one token (the submission spends it). */
async function eventWithPhoto(title: string) {
  const formToken = await token();
  const image = (await upload(await photo(), { formToken })).json<Uploaded>();
  clock.set(at(T0, 10_000));
  const sent = await submitEvent({ ...event, title, imageId: image.id, formToken });
  expect(sent.statusCode, sent.body).toBe(202);
  return { image, submission: sent.json<{ id: number }>() };
}

describe("POST /api/submissions/images", () => {
  it("stores a photo sent with a fresh token, shown only to signed-in staff until approved", async () => {
    const response = await upload(await photo(), { formToken: await token() });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<Uploaded>();
    expect(image.url).toMatch(new RegExp(`^/images/${image.id}-[0-9a-f]{16}-640\\.webp$`));
    expect(await ctx.prisma.image.findUnique({ where: { id: image.id } })).toMatchObject({ pendingReview: true });

    const hidden = await get(image.url);
    expectError(hidden, 404, "NOT_FOUND");
    expect(hidden.headers["cache-control"]).toBe("no-store");

    const withBearer = await get(image.url, ctx.auth);
    expect(withBearer.statusCode).toBe(200);
    expect(withBearer.headers["cache-control"]).toBe("private, no-store");

    // The dashboard's <img> sends the session cookie only.
    const signIn = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0] as string;
    expect((await get(image.url, { cookie })).statusCode).toBe(200);
    expect((await get(image.url, { cookie: "chamber_session=forged" })).statusCode).toBe(404);
    expect((await get(image.url, { authorization: "Bearer forged" })).statusCode).toBe(404);
  });

  it("refuses a missing, forged, expired or spent token and a filled honeypot with SPAM_CHECK, storing nothing", async () => {
    const before = await ctx.prisma.image.count();
    expectError(await upload(await photo(), {}), 400, "SPAM_CHECK");
    expectError(await upload(await photo(), { formToken: "1.2.3" }), 400, "SPAM_CHECK");
    const old = await token(ctx.app, hours(2) + 1_000);
    expectError(await upload(await photo(), { formToken: old }), 400, "SPAM_CHECK");
    expectError(
      await upload(await photo(), { formToken: await token(), url: "https://spam.example" }),
      400,
      "SPAM_CHECK",
    );

    const spent = await token(ctx.app, 10_000);
    expect((await submitEvent({ ...event, formToken: spent })).statusCode).toBe(202);
    const again = await upload(await photo(), { formToken: spent });
    expectError(again, 400, "SPAM_CHECK");
    expect(again.json<{ message: string }>().message).toMatch(/already sent/);
    expect(await ctx.prisma.image.count()).toBe(before);
  });

  it("refuses what is not a photo, and no file at all, storing nothing", async () => {
    const before = await ctx.prisma.image.count();
    const formToken = await token();
    const html = await upload({ bytes: htmlFile(), filename: "photo.jpg", contentType: "image/jpeg" }, { formToken });
    expectError(html, 415, "UNSUPPORTED_MEDIA_TYPE");
    expectError(await upload(undefined, { formToken }), 400, "BAD_REQUEST");
    const notMultipart = await ctx.app.inject({
      method: "POST",
      url: "/api/submissions/images",
      payload: { formToken },
    });
    expectError(notMultipart, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(await ctx.prisma.image.count()).toBe(before);
  });

  it("takes 10 uploads an hour per client, and refuses the 11th before reading it", async () => {
    const limited = await setup({
      ...uncached,
      db: ctx.db,
      now: clock.now,
      rateLimits: defaultRateLimits,
      signIn: false,
    });
    try {
      const formToken = await token(limited.app);
      const file = await photo(64, 48); // small: the limit is under test, not the encoder
      for (let i = 0; i < 10; i++) {
        const response = await upload(file, { formToken }, limited.app);
        expect(response.statusCode, `upload ${i + 1}: ${response.body}`).toBe(201);
      }
      // Not even a photo: the limit answers first.
      const eleventh = await upload({ bytes: htmlFile() }, { formToken }, limited.app);
      expectError(eleventh, 429, "TOO_MANY_REQUESTS");
      expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("is in the OpenAPI document, with its token field and its refusals", async () => {
    const document = (await get("/api/openapi.json")).json<{
      paths: Record<string, { post?: { responses: Record<string, unknown>; requestBody: unknown } }>;
    }>();
    const operation = document.paths["/submissions/images"]?.post;
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(["201", "400", "413", "415", "429"]);
    expect(JSON.stringify(operation?.requestBody)).toContain("formToken");
  });
});

describe("a submission's photo", () => {
  it("must name an uploaded image", async () => {
    const formToken = await token(ctx.app, 10_000);
    expectValidationError(await submitEvent({ ...event, imageId: 987654, formToken }), "imageId");
  });

  it("is shown to staff with the submission, and public with the event once approved", async () => {
    const { image, submission } = await eventWithPhoto("Photo Night");
    const listed = await get("/api/submissions?status=pending", ctx.auth);
    const row = listed.json<{ id: number; image: Uploaded | null }[]>().find((s) => s.id === submission.id);
    expect(row?.image).toMatchObject({ id: image.id, url: image.url });

    const approved = await approve(submission.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const { resultId } = approved.json<{ resultId: number }>();
    const shown = await get(`/api/events/${resultId}`);
    expect(shown.json()).toMatchObject({ title: "Photo Night", image: { id: image.id, url: image.url } });
    const served = await get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it("stays hidden when its submission is rejected", async () => {
    const { image, submission } = await eventWithPhoto("Rejected Night");
    const rejected = await ctx.app.inject({
      method: "POST",
      url: `/api/submissions/${submission.id}/reject`,
      headers: ctx.auth,
      payload: { reason: "Not in the valley" },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await get(image.url)).statusCode).toBe(404);
  });

  it("replaces a listing's photo when a change brings one, and keeps it when the change has none", async () => {
    const listing = {
      name: "Topa Topa Bikes",
      description: "Rentals and repairs.",
      category: "Retail",
      address: "312 E Ojai Ave",
      phone: "(805) 555-0188",
      contactName: "Sam Ortiz",
      contactEmail: "sam@example.com",
    };
    const ownPhoto = await ctx.prisma.image.create({ data: { hash: "0123456789abcdef", width: 400, height: 300 } });
    const business = await ctx.prisma.business.create({
      data: {
        name: listing.name,
        description: listing.description,
        category: listing.category,
        address: listing.address,
        phone: listing.phone,
        imageId: ownPhoto.id,
      },
    });
    const change = async (fields: Record<string, unknown>) => {
      const formToken = await token(ctx.app, 10_000);
      const sent = await ctx.app.inject({
        method: "POST",
        url: "/api/submissions/businesses",
        payload: { ...listing, ...fields, businessId: business.id, formToken },
      });
      expect(sent.statusCode, sent.body).toBe(202);
      return approve(sent.json<{ id: number }>().id);
    };

    expect((await change({ description: "Rentals, repairs and tours." })).statusCode).toBe(200);
    expect(await ctx.prisma.business.findUnique({ where: { id: business.id } })).toMatchObject({
      description: "Rentals, repairs and tours.",
      imageId: ownPhoto.id,
    });

    const formToken = await token();
    const newPhoto = (await upload(await photo(), { formToken })).json<Uploaded>();
    expect((await change({ imageId: newPhoto.id })).statusCode).toBe(200);
    expect(await ctx.prisma.business.findUnique({ where: { id: business.id } })).toMatchObject({
      imageId: newPhoto.id,
    });
    expect((await get(newPhoto.url)).statusCode).toBe(200);
  });
});
