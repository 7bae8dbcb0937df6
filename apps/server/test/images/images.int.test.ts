// POST /api/images and GET /images/… (docs/decisions/019): the admin's upload, checked by content
// and re-encoded, every bad file refused with nothing stored, and the variants served from
// immutable addresses.
import { variantWidths } from "@chamber/core";
import {
  avifImage,
  exifHasGps,
  gifImage,
  htmlFile,
  photoJpeg,
  plainSvg,
  pngBomb,
  pngImage,
  svgWithScript,
  truncatedJpeg,
  webpImage,
} from "@chamber/db/test-images";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMMUTABLE_CACHE_CONTROL } from "../../src/images/image-routes.ts";
import { expectAdminOnly, expectError, expectValidationError, setup, type TestContext } from "../helpers.ts";
import { type FilePart, multipart } from "./multipart.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.prisma.image.deleteMany();
});

const upload = (file: FilePart | undefined, headers: Record<string, string> = ctx.auth, fields = {}) => {
  const body = multipart(file, fields);
  return ctx.app.inject({
    method: "POST",
    url: "/api/images",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const storedCounts = async () => [await ctx.prisma.image.count(), await ctx.prisma.imageVariant.count()];

interface Uploaded {
  id: number;
  url: string;
  width: number;
  height: number;
}

describe("POST /api/images", () => {
  it("stores a phone photo upright, as AVIF and WebP at each width, and answers its id and address", async () => {
    const photo = await photoJpeg({ width: 1600, height: 1000, orientation: 6 });
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const response = await upload({ bytes: photo, filename: "IMG_0042.JPG" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const image = response.json<Uploaded>();
    expect(image).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(new RegExp(`^/images/${image.id}-[0-9a-f]{16}-1000\\.webp$`)),
      width: 1000,
      height: 1600,
    });
    const variants = await ctx.prisma.imageVariant.findMany({ where: { imageId: image.id } });
    expect(variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
      ["avif 1000", "avif 400", "avif 800", "webp 1000", "webp 400", "webp 800"].sort(),
    );

    // Every variant is served from its own address, immutable, without EXIF: the GPS position is gone.
    for (const width of variantWidths(image.width)) {
      for (const format of ["avif", "webp"] as const) {
        const url = image.url.replace(/-\d+\.webp$/, `-${width}.${format}`);
        const served = await ctx.app.inject({ method: "GET", url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers["content-type"]).toBe(`image/${format}`);
        expect(served.headers["cache-control"]).toBe(IMMUTABLE_CACHE_CONTROL);
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
        expect(exifHasGps(meta.exif)).toBe(false);
        expect(served.rawPayload.includes(Buffer.from("Chamber Test Camera"))).toBe(false);
      }
    }
  }, 60_000);

  it.each([
    ["PNG", pngImage, "image/png"],
    ["WebP", webpImage, "image/webp"],
    ["AVIF", avifImage, "image/avif"],
  ])("accepts %s, whatever its name and declared type say", async (_name, make, _type) => {
    const response = await upload({
      bytes: await make(500, 300),
      filename: "upload.bin",
      contentType: "application/octet-stream",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Uploaded>()).toMatchObject({ width: 500, height: 300 });
  });

  const badFiles: [string, number, () => Promise<Buffer> | Buffer, Omit<FilePart, "bytes">?][] = [
    ["a truncated JPEG", 400, truncatedJpeg],
    ["a decompression bomb", 413, pngBomb],
    ["an SVG with a script", 415, svgWithScript, { filename: "logo.svg", contentType: "image/svg+xml" }],
    ["an SVG without one", 415, plainSvg, { filename: "logo.svg", contentType: "image/svg+xml" }],
    ["an HTML file named .jpg", 415, htmlFile, { filename: "photo.jpg", contentType: "image/jpeg" }],
    ["a GIF", 415, gifImage, { filename: "animation.gif", contentType: "image/gif" }],
    ["an empty file", 400, () => Buffer.alloc(0)],
  ];
  it.each(badFiles)("refuses %s with %i and stores nothing", async (_name, status, make, part) => {
    const response = await upload({ ...part, bytes: await make() });
    const codes: Record<number, string> = {
      400: "BAD_REQUEST",
      413: "PAYLOAD_TOO_LARGE",
      415: "UNSUPPORTED_MEDIA_TYPE",
    };
    expectError(response, status, codes[status] as string);
    expect(await storedCounts()).toEqual([0, 0]);
  });

  it("refuses a file over 10 MB with 413 while it is still arriving", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 100, 0xff);
    const response = await upload({ bytes: big });
    expect(expectError(response, 413, "PAYLOAD_TOO_LARGE").message).toBe("The image is larger than 10 MB");
    expect(await storedCounts()).toEqual([0, 0]);
  });

  it("refuses a body cut short, a body without the file field, and a body that is not multipart", async () => {
    const whole = multipart({ bytes: await pngImage(100, 100) });
    const cut = await ctx.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { ...ctx.auth, ...whole.headers },
      payload: whole.payload.subarray(0, whole.payload.length - 60),
    });
    expectError(cut, 400, "BAD_REQUEST");

    const wrongField = await upload({ field: "photo", bytes: await pngImage(100, 100) });
    expect(expectError(wrongField, 400, "BAD_REQUEST").message).toBe('The upload has no file in the field "file"');

    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/images",
      headers: ctx.auth,
      payload: { file: "x" },
    });
    expectError(json, 415, "UNSUPPORTED_MEDIA_TYPE");
    const raw = await ctx.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { ...ctx.auth, "content-type": "image/png" },
      payload: await pngImage(100, 100),
    });
    expectError(raw, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(await storedCounts()).toEqual([0, 0]);
  });

  it("is for admins only (401), before the file is read", async () => {
    const body = multipart({ bytes: await pngImage(100, 100) });
    await expectAdminOnly(
      ctx,
      { method: "POST", url: "/api/images", headers: body.headers, payload: body.payload },
      storedCounts,
    );
  });
});

describe("GET /images/…", () => {
  it("answers 304 to a matching If-None-Match, and 404 for an unknown id, hash, width or format", async () => {
    const image = (await upload({ bytes: await pngImage(600, 400) })).json<Uploaded>();
    const served = await ctx.app.inject({ method: "GET", url: image.url });
    expect(served.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: "GET",
      url: image.url,
      headers: { "if-none-match": served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["cache-control"]).toBe(IMMUTABLE_CACHE_CONTROL);

    const [, id, hash] = /^\/images\/(\d+)-([0-9a-f]{16})-/.exec(image.url) as string[];
    for (const url of [
      `/images/${Number(id) + 1}-${hash}-600.webp`,
      `/images/${id}-0000000000000000-600.webp`,
      `/images/${id}-${hash}-800.webp`, // never made: the upload is 600 wide
      `/images/${id}-${hash}-600.png`,
      `/images/${id}-${hash}-600.webp.html`,
      "/images/nothing.webp",
    ]) {
      const missing = await ctx.app.inject({ method: "GET", url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers["cache-control"]).not.toMatch(/immutable/);
    }
  });

  it("answers HEAD with the headers alone", async () => {
    const image = (await upload({ bytes: await pngImage(500, 300) })).json<Uploaded>();
    const head = await ctx.app.inject({ method: "HEAD", url: image.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/webp");
    expect(head.body).toBe("");
  });
});

describe("imageId on writes, image on reads", () => {
  const business = {
    name: "Topa Topa Bikes",
    description: "Rentals.",
    category: "retail",
    address: "1 Ojai Ave",
    phone: "555-0100",
  };

  it("attaches an uploaded image to a business, whose reads carry it; an unknown id is a bad field", async () => {
    const image = (await upload({ bytes: await pngImage(900, 600) })).json<Uploaded>();
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: { ...business, imageId: image.id },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    const read = await ctx.app.inject({ method: "GET", url: `/api/businesses/${id}` });
    expect(read.json<{ image: unknown }>().image).toEqual(image);

    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: { ...business, name: "Ghost", imageId: image.id + 100 },
    });
    expectValidationError(unknown, "imageId");
    expect(await ctx.prisma.business.count({ where: { name: "Ghost" } })).toBe(0);
  });
});
