// Images nobody uses any more: an admin's upload whose form was never saved, a visitor's photo whose
// submission was never sent or was rejected, an entity's old photo after a new one. Each is only
// bytes in the database (docs/decisions/019), so they are purged once old enough that no form in
// progress can still be about to use them. An image named by a business (its photo or one of its
// other photos, BusinessPhoto), event, series or article, by a home page slide (HomeContent), by a
// pending submission, or by a row deleted within its undo window (its photo, or a business's other
// photos, `photoIds`) is kept, and so is every photo uploaded to the media library (docs/decisions/034),
// which staff keep or delete themselves.
import type { PrismaClient } from "../generated/prisma/client.ts";

/** Deletes the unused images created before `createdBefore` (their variants go with them). */
export function purgeOrphanImages(prisma: PrismaClient, createdBefore: Date): Promise<number> {
  return prisma.$executeRaw`
    DELETE FROM "Image" i
    WHERE i."createdAt" < ${createdBefore}
      AND NOT i."inLibrary"
      AND NOT EXISTS (SELECT 1 FROM "Business" b WHERE b."imageId" = i."id")
      AND NOT EXISTS (SELECT 1 FROM "BusinessPhoto" bp WHERE bp."imageId" = i."id")
      AND NOT EXISTS (SELECT 1 FROM "Event" e WHERE e."imageId" = i."id")
      AND NOT EXISTS (SELECT 1 FROM "EventSeries" s WHERE s."imageId" = i."id")
      AND NOT EXISTS (SELECT 1 FROM "NewsArticle" n WHERE n."imageId" = i."id")
      AND NOT EXISTS (SELECT 1 FROM "Deal" dl WHERE dl."imageId" = i."id")
      AND NOT EXISTS (
        SELECT 1 FROM "HomeContent" h, jsonb_array_elements(h."slides") slide
        WHERE slide->>'imageId' = i."id"::text
      )
      AND NOT EXISTS (
        SELECT 1 FROM "Submission" s WHERE s."status" = 'pending' AND s."payload"->>'imageId' = i."id"::text
      )
      AND NOT EXISTS (
        SELECT 1 FROM "DeletedRow" d
        WHERE d."data"->>'imageId' = i."id"::text OR d."data"->'photoIds' @> to_jsonb(i."id")
      )`;
}
