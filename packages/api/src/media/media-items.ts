// The library's rows: each stored photo not under review, newest first, with its size and uses.
import { imageAnswer, type MediaItemRow } from "@chamber/core/schemas";
import type { Database } from "@chamber/db";
import { mediaUses } from "./media-usage.ts";

/** The library (or its photos `ids`), newest first. */
export async function mediaItems(prisma: Database["prisma"], ids?: number[]): Promise<MediaItemRow[]> {
  const rows = await prisma.image.findMany({
    where: { pendingReview: false, ...(ids ? { id: { in: ids } } : {}) },
    select: {
      id: true,
      hash: true,
      width: true,
      height: true,
      alt: true,
      decorative: true,
      inLibrary: true,
      createdAt: true,
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (rows.length === 0) return [];
  const sizes = await prisma.$queryRaw<{ imageId: number; bytes: number }[]>`
    SELECT v."imageId", length(v."bytes")::int AS bytes FROM "ImageVariant" v
    JOIN "Image" i ON i."id" = v."imageId"
    WHERE v."format" = 'webp' AND v."width" = i."width" AND v."imageId" = ANY(${rows.map((row) => row.id)})`;
  const uses = await mediaUses(prisma, ids ?? rows.map((row) => row.id));
  return rows.map((row) => ({
    ...imageAnswer(row),
    alt: row.alt,
    decorative: row.decorative,
    inLibrary: row.inLibrary,
    bytes: sizes.find((size) => size.imageId === row.id)?.bytes ?? 0,
    usedBy: uses.get(row.id) ?? [],
    createdAt: row.createdAt,
  }));
}
