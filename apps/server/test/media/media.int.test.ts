// The media library through REST (docs/decisions/034-media-library.md): several photos uploaded at
// once through the photo pipeline, listed with where they are used, alt text set, an unused photo
// deleted and a used one refused 409 IN_USE naming where; staff only (401, 403 for a moderator).
// Pages and articles refuse an image from another site, and a published one a photo without alt.
import { API_TOKEN_PREFIX, hashToken, newToken } from "@chamber/api";
import { purgeOrphanImages } from "@chamber/db";
import { htmlFile, photoJpeg, pngImage } from "@chamber/db/test-images";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectAdminOnly, expectError, expectValidationError, setup, type TestContext } from "../helpers.ts";
import { type FilePart, multipart } from "../images/multipart.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.prisma.page.deleteMany({ where: { slug: { startsWith: "media-" } } });
  await ctx.prisma.newsArticle.deleteMany({ where: { title: { startsWith: "Media " } } });
  await ctx.prisma.image.deleteMany();
});

interface Item {
  id: number;
  url: string;
  width: number;
  alt: string | null;
  decorative: boolean;
  inLibrary: boolean;
  bytes: number;
  usedBy: { kind: string; id: number; title: string }[];
  createdAt: string;
}

const upload = (files: FilePart[], authorization = ctx.auth.authorization) => {
  const body = multipart(files);
  return ctx.app.inject({
    method: "POST",
    url: "/api/media",
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
};
const json = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth, ...(payload ? { payload } : {}) });
const list = async () => (await json("GET", "/api/media")).json<Item[]>();

async function twoPhotos(): Promise<Item[]> {
  const response = await upload([
    { bytes: await photoJpeg({ width: 1000, height: 700 }), filename: "harbor.jpg" },
    { bytes: await pngImage(500, 400), filename: "logo.png", contentType: "image/png" },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Item[]>();
}

async function moderatorToken() {
  const token = newToken(API_TOKEN_PREFIX);
  await ctx.prisma.apiToken.create({ data: { name: "moderator", tokenHash: hashToken(token), role: "moderator" } });
  return `Bearer ${token}`;
}

describe("upload and list", () => {
  it("stores several photos at once, re-encoded, in the library and kept from the orphan purge", async () => {
    const [harbor, logo] = await twoPhotos();
    expect(harbor).toMatchObject({ width: 1000, alt: null, decorative: false, inLibrary: true, usedBy: [] });
    expect(harbor?.url).toMatch(/^\/images\/\d+-[0-9a-f]{16}-1000\.webp$/);
    expect(logo).toMatchObject({ width: 500, inLibrary: true });
    expect(harbor?.bytes).toBeGreaterThan(0);
    const served = await ctx.app.inject({ method: "GET", url: harbor?.url ?? "" });
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await list()).map((item) => item.id).sort()).toEqual([harbor?.id, logo?.id].sort());

    // A day later the purge takes only photos nobody uploaded to the library.
    const formUpload = await ctx.prisma.image.create({ data: { hash: "0123456789abcdef", width: 1, height: 1 } });
    expect(await purgeOrphanImages(ctx.prisma, new Date(Date.now() + 86_400_000))).toBe(1);
    expect(await ctx.prisma.image.findUnique({ where: { id: formUpload.id } })).toBeNull();
    expect(await ctx.prisma.image.count()).toBe(2);
  }, 60_000);

  it("refuses the whole upload when one file is no photo, naming it; stores nothing", async () => {
    const response = await upload([
      { bytes: await pngImage(300, 200), filename: "fine.png", contentType: "image/png" },
      { bytes: htmlFile(), filename: "evil.jpg" },
    ]);
    const body = expectError(response, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(body.message).toContain("evil.jpg");
    expect(await ctx.prisma.image.count()).toBe(0);
  });

  it("lists uses: a business's photo and a page's markdown; a photo under review is not listed", async () => {
    const [harbor, logo] = await twoPhotos();
    const made = await json("POST", "/api/businesses", {
      name: "Media Bikes",
      description: "Rentals.",
      category: "retail",
      address: "1 Ojai Ave",
      phone: "555-0100",
      imageId: logo?.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const business = made.json<{ id: number; name: string }>();
    await json("PUT", `/api/media/${harbor?.id}`, { alt: "The harbor at dawn" });
    const page = await json("POST", "/api/pages", {
      title: "Media harbor",
      slug: "media-harbor",
      content: `Look: ![The harbor at dawn](${harbor?.url})`,
      published: true,
    });
    expect(page.statusCode, page.body).toBe(200);
    await ctx.prisma.image.create({ data: { hash: "0123456789abcdef", width: 1, height: 1, pendingReview: true } });

    const items = await list();
    expect(items).toHaveLength(2);
    expect(items.find((item) => item.id === harbor?.id)?.usedBy).toEqual([
      { kind: "page", id: page.json<{ id: number }>().id, title: "Media harbor" },
    ]);
    expect(items.find((item) => item.id === logo?.id)?.usedBy).toEqual([
      { kind: "business", id: business.id, title: business.name },
    ]);
    const paged = await ctx.app.inject({ method: "GET", url: "/api/media?limit=1", headers: ctx.auth });
    expect(paged.headers["x-total-count"]).toBe("2");
    expect(paged.json<Item[]>()).toHaveLength(1);
    await ctx.prisma.business.delete({ where: { id: business.id } });
  }, 60_000);
});

describe("alt text and deletion", () => {
  it("sets alt text and the decorative mark; unknown ids are 404; bad input is 400", async () => {
    const [harbor] = await twoPhotos();
    const set = await json("PUT", `/api/media/${harbor?.id}`, { alt: "  Boats in the harbor ", decorative: false });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Item>()).toMatchObject({ alt: "Boats in the harbor", decorative: false });
    const decorative = await json("PUT", `/api/media/${harbor?.id}`, { alt: "", decorative: true });
    expect(decorative.json<Item>()).toMatchObject({ alt: null, decorative: true });
    expectError(await json("PUT", "/api/media/999999", { alt: "x" }), 404, "NOT_FOUND");
    expectValidationError(await json("PUT", `/api/media/${harbor?.id}`, { alt: "x".repeat(301) }), "alt");
  }, 60_000);

  it("deletes a photo nothing uses; refuses one in use with 409 IN_USE naming where", async () => {
    const [harbor, logo] = await twoPhotos();
    const made = await json("POST", "/api/events", {
      title: "Media Walk",
      description: "A walk.",
      category: "community",
      location: "Libbey Park",
      date: "2026-07-01T17:00:00.000Z",
      imageId: harbor?.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const event = made.json<{ id: number; title: string }>();
    const refused = expectError(await json("DELETE", `/api/media/${harbor?.id}`), 409, "IN_USE");
    expect(refused.message).toContain(`event “${event.title}”`);
    expect(await ctx.prisma.image.count()).toBe(2);

    expect((await json("DELETE", `/api/media/${logo?.id}`)).statusCode).toBe(200);
    expect((await list()).map((item) => item.id)).toEqual([harbor?.id]);
    expectError(await json("DELETE", `/api/media/${logo?.id}`), 404, "NOT_FOUND");
    await ctx.prisma.event.delete({ where: { id: event.id } });
  }, 60_000);

  it("counts a home page slide's photo as a use", async () => {
    const [harbor] = await twoPhotos();
    const home = await json("GET", "/api/home");
    const content = home.json<{ slides: Record<string, unknown>[] }>();
    const slides = content.slides.map((slide, index) =>
      index === 0 ? { ...slide, imageId: harbor?.id, imageAlt: "Boats" } : slide,
    );
    const saved = await json("PUT", "/api/home", { ...content, slides });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = expectError(await json("DELETE", `/api/media/${harbor?.id}`), 409, "IN_USE");
    expect(refused.message).toContain("home page slide");
    await ctx.prisma.homeContent.deleteMany();
  }, 60_000);

  it("401 without credentials and 403 for a moderator, each changing nothing", async () => {
    const [harbor] = await twoPhotos();
    const snapshot = () => ctx.prisma.image.findMany({ orderBy: { id: "asc" }, select: { id: true, alt: true } });
    const body = multipart({ bytes: await pngImage(200, 200), contentType: "image/png" });
    await expectAdminOnly(
      ctx,
      { method: "POST", url: "/api/media", headers: body.headers, payload: body.payload },
      snapshot,
    );
    await expectAdminOnly(ctx, { method: "GET", url: "/api/media" }, snapshot);
    await expectAdminOnly(ctx, { method: "PUT", url: `/api/media/${harbor?.id}`, payload: { alt: "x" } }, snapshot);
    await expectAdminOnly(ctx, { method: "DELETE", url: `/api/media/${harbor?.id}` }, snapshot);

    const moderator = await moderatorToken();
    const before = await snapshot();
    expectError(
      await upload([{ bytes: await pngImage(200, 200), contentType: "image/png" }], moderator),
      403,
      "FORBIDDEN",
    );
    const put = { method: "PUT" as const, url: `/api/media/${harbor?.id}`, payload: { alt: "x" } };
    expectError(await ctx.app.inject({ ...put, headers: { authorization: moderator } }), 403, "FORBIDDEN");
    const del = { method: "DELETE" as const, url: `/api/media/${harbor?.id}`, headers: { authorization: moderator } };
    expectError(await ctx.app.inject(del), 403, "FORBIDDEN");
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});

describe("images in pages and articles", () => {
  const page = (content: string, published = true) => ({ title: "Media page", slug: "media-page", content, published });
  const article = (content: string) => ({ title: "Media news", content, category: "community", author: "Staff" });

  it("refuses publishing a photo without alt text, naming it; a draft may; alt or decorative lets it through", async () => {
    const [harbor] = await twoPhotos();
    const shown = `Intro\n\n![Boats](${harbor?.url})`;
    const refused = expectValidationError(await json("POST", "/api/pages", page(shown)), "content");
    expect(refused.issues[0]?.message).toContain(`Photo ${harbor?.id}`);
    expect(refused.issues[0]?.message).toContain("no alt text");
    expectValidationError(await json("POST", "/api/news", article(shown)), "content");

    const draft = await json("POST", "/api/pages", page(shown, false));
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json<{ id: number }>().id;

    await json("PUT", `/api/media/${harbor?.id}`, { alt: "Boats in the harbor" });
    const emptyAlt = expectValidationError(
      await json("PUT", `/api/pages/${id}`, page(`![](${harbor?.url})`)),
      "content",
    );
    expect(emptyAlt.issues[0]?.message).toContain("shown without alt text");
    const published = await json("PUT", `/api/pages/${id}`, page(shown));
    expect(published.statusCode, published.body).toBe(200);
    const publicPage = await ctx.app.inject({ method: "GET", url: "/api/pages/media-page" });
    expect(publicPage.json<{ html: string }>().html).toContain(`src="${harbor?.url}"`);

    await json("PUT", `/api/media/${harbor?.id}`, { alt: null, decorative: true });
    const ornament = await json("POST", "/api/news", article(`![](${harbor?.url})`));
    expect(ornament.statusCode, ornament.body).toBe(200);
  }, 60_000);

  it("refuses an image from another site in markdown or HTML, draft or not, with a field error", async () => {
    for (const content of ["![x](https://elsewhere.example/a.jpg)", '<img src="//elsewhere.example/a.jpg" alt="x">']) {
      const refused = expectValidationError(await json("POST", "/api/pages", page(content, false)), "content");
      expect(refused.issues[0]?.message).toContain("elsewhere.example/a.jpg is on another site");
      expectValidationError(await json("POST", "/api/news", article(content)), "content");
    }
    expect(await ctx.prisma.page.count({ where: { slug: "media-page" } })).toBe(0);
    const link = await json("POST", "/api/pages", page("[a link](https://elsewhere.example/)", false));
    expect(link.statusCode, link.body).toBe(200);
  });
});
