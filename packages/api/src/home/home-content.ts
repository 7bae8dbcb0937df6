// The home page's content as the public reads it (docs/decisions/035-editable-home-page.md): the
// stored row (or the defaults), each slide's photo resolved to its addresses and each live figure
// counted. Three cached reads, each under the prefix of what changes it: the row (home writes), the
// listed businesses (business writes) and this year's events (event writes; the year is in the key,
// so New Year needs no write; publishing by the clock shows within the read cache's 30 s).
import { instantOfWallClock, visibleWhere, wallClock } from "@chamber/core";
import {
  defaultHomeContent,
  type HomeContent,
  type HomeContentInput,
  type HomeMeasure,
  homeBandInput,
  homeFigureInput,
  homeSlideInput,
  homeTestimonialInput,
  imageAnswer,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { cacheKey } from "../cache/cache-keys.ts";
import type { InnerContext } from "../context.ts";

/**
 * The stored row read part by part: a part that no longer validates (a schema grew stricter) reads
 * as its default, so one bad part never takes the home page down.
 */
function storedContent(row: { slides: unknown; figures: unknown; testimonials: unknown; band: unknown } | null) {
  if (!row) return defaultHomeContent;
  const part = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    slides: part(z.array(homeSlideInput).min(1).max(6), row.slides, defaultHomeContent.slides),
    figures: part(z.array(homeFigureInput).length(3), row.figures, defaultHomeContent.figures),
    testimonials: part(z.array(homeTestimonialInput).max(6), row.testimonials, defaultHomeContent.testimonials),
    band: part(homeBandInput, row.band, defaultHomeContent.band),
  } satisfies HomeContentInput;
}

const homeContentSelect = {
  slides: true,
  figures: true,
  testimonials: true,
  band: true,
} satisfies Prisma.HomeContentSelect;

/** What is stored, or the defaults: for the admin's form and the public read alike. */
export async function readHomeContent(ctx: InnerContext): Promise<HomeContentInput> {
  return ctx.cache.get(cacheKey.home.content(), async () =>
    storedContent(await ctx.prisma.homeContent.findUnique({ where: { id: 1 }, select: homeContentSelect })),
  );
}

/** The current value of a live figure. */
async function measure(ctx: InnerContext, which: HomeMeasure): Promise<number> {
  const now = ctx.now();
  if (which === "listedBusinesses") {
    return ctx.cache.get(cacheKey.businesses.listedCount(), () =>
      ctx.prisma.business.count({ where: visibleWhere(now) }),
    );
  }
  const { year } = wallClock(now, ctx.zone);
  const at = (y: number) => instantOfWallClock({ year: y, month: 1, day: 1, hour: 0, minute: 0, second: 0 }, ctx.zone);
  return ctx.cache.get(cacheKey.events.countInYear(year), () =>
    ctx.prisma.event.count({ where: { AND: [visibleWhere(now), { date: { gte: at(year), lt: at(year + 1) } }] } }),
  );
}

/** `content` as the public sees it: photos with their addresses, live figures counted. */
export async function publicHomeContent(ctx: InnerContext, content: HomeContentInput): Promise<HomeContent> {
  const imageIds = content.slides.flatMap((slide) => (slide.imageId === null ? [] : [slide.imageId]));
  const images = imageIds.length
    ? await ctx.prisma.image.findMany({
        where: { id: { in: imageIds } },
        select: { id: true, hash: true, width: true, height: true },
      })
    : [];
  const imageById = new Map(images.map((image) => [image.id, imageAnswer(image)]));
  const figures = await Promise.all(
    content.figures.map(async (figure) =>
      figure.kind === "fixed"
        ? { kind: figure.kind, measure: null, value: figure.value, label: figure.label }
        : {
            kind: figure.kind,
            measure: figure.measure,
            value: (await measure(ctx, figure.measure)).toLocaleString("en-US"),
            label: figure.label,
          },
    ),
  );
  return {
    // A photo deleted since (the media library refuses that, but a row may outlive it) shows the illustration.
    slides: content.slides.map((slide) => ({ ...slide, image: imageById.get(slide.imageId ?? 0) ?? null })),
    figures,
    testimonials: content.testimonials,
    band: content.band,
  };
}
