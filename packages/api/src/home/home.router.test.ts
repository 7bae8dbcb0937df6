// The home page's content through createCaller: the defaults until staff save, live figures counted
// from the directory and this year's events, an editor's save read back at once, a moderator and a
// visitor refused, and bad input refused naming its fields.
import { defaultHomeContent, type HomeContentInput } from "@chamber/core/schemas";
import { encodeImage, purgeOrphanImages, saveImage } from "@chamber/db";
import { pngImage } from "@chamber/db/test-images";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { type Callers, DAY, errorCodeOf, iso, openCallers, RecordingCache, T0, testAdmin } from "../testing/callers.ts";

let callers: Callers;
const cache = new RecordingCache();
let editor: ReturnType<typeof createCaller>;
let moderator: ReturnType<typeof createCaller>;

beforeAll(async () => {
  callers = await openCallers({ cache });
  const as = (role: "editor" | "moderator") =>
    createCaller(createInnerContext({ db: callers.db, now: () => callers.clock.now, cache, admin: testAdmin(role) }));
  editor = as("editor");
  moderator = as("moderator");
});
afterAll(() => callers.close());
beforeEach(async () => {
  await callers.db.prisma.homeContent.deleteMany();
  await cache.invalidate("");
  callers.clock.now = T0;
});

/** The issues a refused save answers, as `path: message`. */
async function issuesOf(content: unknown) {
  try {
    await editor.home.update(content as HomeContentInput);
  } catch (error) {
    const cause = (error as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } }).cause;
    return (cause?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  }
  throw new Error("The save was not refused");
}

describe("home content", () => {
  test("a visitor reads the defaults, with the live figures counted from what the site lists", async () => {
    const business = { description: "Coffee.", category: "dining", address: "1 Ojai Ave", phone: "555-0100" };
    await callers.admin.business.create({ ...business, name: "Listed" });
    await callers.admin.business.create({ ...business, name: "Draft", published: false });
    const event = { description: "A day.", category: "community", location: "Libbey Park" };
    await callers.admin.event.create({ ...event, title: "This year", date: iso(30 * DAY) });
    await callers.admin.event.create({ ...event, title: "Next year", date: "2027-03-01T18:00:00.000Z" });

    const home = await callers.visitor.home.get({});
    expect(home.slides.map((slide) => slide.title)).toEqual([
      "Welcome to Ojai",
      "Business Directory",
      "Community Events",
    ]);
    expect(home.slides[0]?.image).toBeNull();
    expect(home.figures.map((figure) => `${figure.value} ${figure.label}`)).toEqual([
      "1 Local Businesses",
      "1 Events This Year",
      "100K+ Annual Visitors",
    ]);
    expect(home.testimonials).toEqual(defaultHomeContent.testimonials);

    // The new year counts its own events without any write.
    callers.clock.now = new Date("2027-01-05T12:00:00Z");
    expect((await callers.visitor.home.get({})).figures[1]?.value).toBe("1");
  });

  test("an editor's save is what everyone reads next, and it drops the cached read", async () => {
    await callers.visitor.home.get({});
    const image = await saveImage(callers.db.prisma, await encodeImage(await pngImage(900, 600)));
    const changed: HomeContentInput = {
      ...defaultHomeContent,
      slides: [
        {
          ...(defaultHomeContent.slides[0] as HomeContentInput["slides"][0]),
          title: "Tangerine season",
          imageId: image.id,
          imageAlt: "Tangerines in a crate",
        },
        { ...(defaultHomeContent.slides[1] as HomeContentInput["slides"][0]), enabled: false },
      ],
      figures: [{ kind: "fixed", value: "32", label: "Members" }, ...defaultHomeContent.figures.slice(1)],
      testimonials: [],
    };
    const saved = await editor.home.update(changed);
    expect(saved.slides[0]?.image?.url).toMatch(new RegExp(`^/images/${image.id}-`));
    const read = await callers.visitor.home.get({});
    expect(read.slides.map((slide) => [slide.title, slide.enabled])).toEqual([
      ["Tangerine season", true],
      ["Business Directory", false],
    ]);
    expect(read.figures[0]).toEqual({ kind: "fixed", measure: null, value: "32", label: "Members" });
    expect(read.testimonials).toEqual([]);
    expect(cache.invalidated).toContain("home:");
    // The unused-image purge keeps a photo a slide shows.
    await purgeOrphanImages(callers.db.prisma, new Date(Date.now() + DAY));
    expect(await callers.db.prisma.image.count({ where: { id: image.id } })).toBe(1);
    // The read's own answer is accepted back as is.
    await expect(editor.home.update(read as never)).resolves.toEqual(read);
  });

  test("a moderator may not change the home page, a visitor is not signed in", async () => {
    expect(await errorCodeOf(moderator.home.update(defaultHomeContent))).toBe("FORBIDDEN");
    expect(await errorCodeOf(callers.visitor.home.update(defaultHomeContent))).toBe("UNAUTHORIZED");
    expect(await callers.db.prisma.homeContent.count()).toBe(0);
  });

  test("refuses bad input naming each field, and saves nothing", async () => {
    const slide = defaultHomeContent.slides[0] as HomeContentInput["slides"][0];
    expect(
      await issuesOf({
        ...defaultHomeContent,
        slides: [
          { ...slide, title: "", buttonTarget: "javascript:alert(1)" },
          { ...slide, imageId: 7 },
        ],
        figures: defaultHomeContent.figures.slice(0, 2),
        testimonials: [{ name: "Ana", business: "", text: "Good.", rating: 6 }],
      }),
    ).toEqual([
      "slides.0.title: Title is required",
      "slides.0.buttonTarget: Link must be a path on this site (starting with /) or an https:// address",
      "slides.1.imageAlt: Describe the photo for people who cannot see it",
      "figures: There are exactly 3 figures",
      "testimonials.0.rating: Rating must be 1 to 5",
    ]);
    expect(await issuesOf({ ...defaultHomeContent, slides: [] })).toEqual(["slides: Add at least one slide"]);
    expect(
      await issuesOf({ ...defaultHomeContent, slides: [{ ...slide, imageId: 9999, imageAlt: "A photo" }] }),
    ).toEqual(["slides.0.imageId: No image has id 9999"]);
    expect(await callers.db.prisma.homeContent.count()).toBe(0);
  });
});
