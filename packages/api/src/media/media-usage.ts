// Where each stored photo is used (docs/decisions/034-media-library.md): as the photo of a
// business, event, series or article, as one of a business's other photos, on a home page slide,
// or shown by the markdown of a page, article or newsletter issue (found by parsing it, as the
// renderer does): a sent issue's archive page keeps showing its photos.
import { parseImageUrl } from "@chamber/core";
import type { MediaUse } from "@chamber/core/schemas";
import type { Database } from "@chamber/db";
import { markdownImages } from "./content-images.ts";

type Prisma = Database["prisma"];

/** The ids of the library photos `content` shows (addresses that are no stored photo are left out). */
async function contentImageIds(content: string): Promise<number[]> {
  const { contentImages } = await markdownImages();
  return contentImages(content).flatMap((image) => {
    const address = parseImageUrl(image.src);
    return address ? [address.id] : [];
  });
}

/** Every use of the photos `ids` (all photos when omitted), by photo id. */
export async function mediaUses(prisma: Prisma, ids?: number[]): Promise<Map<number, MediaUse[]>> {
  const imageId = ids ? { in: ids } : { not: null };
  const [businesses, photos, events, series, news, pages, home, issues] = await Promise.all([
    prisma.business.findMany({ where: { imageId }, select: { id: true, name: true, imageId: true } }),
    prisma.businessPhoto.findMany({
      where: ids ? { imageId: { in: ids } } : {},
      select: { imageId: true, business: { select: { id: true, name: true } } },
    }),
    prisma.event.findMany({ where: { imageId }, select: { id: true, title: true, imageId: true } }),
    prisma.eventSeries.findMany({ where: { imageId }, select: { id: true, title: true, imageId: true } }),
    prisma.newsArticle.findMany({ select: { id: true, title: true, imageId: true, content: true } }),
    prisma.page.findMany({
      where: { content: { contains: "/images/" } },
      select: { id: true, title: true, content: true },
    }),
    prisma.homeContent.findFirst({ select: { slides: true } }),
    prisma.newsletterIssue.findMany({
      where: { body: { contains: "/images/" } },
      select: { id: true, subject: true, body: true },
    }),
  ]);
  const uses = new Map<number, MediaUse[]>();
  const add = (image: number | null, use: MediaUse) => {
    if (image === null || (ids && !ids.includes(image))) return;
    const list = uses.get(image) ?? [];
    if (!list.some((seen) => seen.kind === use.kind && seen.id === use.id)) list.push(use);
    uses.set(image, list);
  };
  for (const row of businesses) add(row.imageId, { kind: "business", id: row.id, title: row.name });
  for (const row of photos) add(row.imageId, { kind: "businessPhoto", id: row.business.id, title: row.business.name });
  for (const row of events) add(row.imageId, { kind: "event", id: row.id, title: row.title });
  for (const row of series) add(row.imageId, { kind: "series", id: row.id, title: row.title });
  for (const row of news) {
    add(row.imageId, { kind: "news", id: row.id, title: row.title });
    if (!row.content.includes("/images/")) continue;
    for (const shown of await contentImageIds(row.content))
      add(shown, { kind: "newsContent", id: row.id, title: row.title });
  }
  // The home page's slides, as stored (JSON): a slide's photo is in use whether or not it is shown.
  const slides = Array.isArray(home?.slides) ? (home.slides as { imageId?: unknown; title?: unknown }[]) : [];
  slides.forEach((slide, index) => {
    if (typeof slide?.imageId === "number")
      add(slide.imageId, { kind: "homeSlide", id: index + 1, title: String(slide.title ?? `Slide ${index + 1}`) });
  });
  for (const row of pages)
    for (const shown of await contentImageIds(row.content)) add(shown, { kind: "page", id: row.id, title: row.title });
  for (const row of issues)
    for (const shown of await contentImageIds(row.body))
      add(shown, { kind: "newsletter", id: row.id, title: row.subject });
  return uses;
}
