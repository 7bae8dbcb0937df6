-- One list of categories per kind (docs/decisions/023-categories-in-the-database.md). Businesses, events
-- and series keep the category's name, now a key into "Category" (with a constant kind column, so a
-- business can only name a business category): a rename cascades to every row, and the directory
-- search's generated words follow it. Every category typed so far is mapped onto the lists below; a
-- value no list knows becomes a category of its own (staff may merge it), so nothing is uncategorised.
-- Also: an event's and a series' website, and a series' photo, which its occurrences take.

-- CreateEnum
CREATE TYPE "CategoryKind" AS ENUM ('business', 'event');

-- AlterTable
ALTER TABLE "Business" ADD COLUMN     "categoryKind" "CategoryKind" NOT NULL DEFAULT 'business';

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "categoryKind" "CategoryKind" NOT NULL DEFAULT 'event',
ADD COLUMN     "website" TEXT;

-- AlterTable
ALTER TABLE "EventSeries" ADD COLUMN     "categoryKind" "CategoryKind" NOT NULL DEFAULT 'event',
ADD COLUMN     "imageId" INTEGER,
ADD COLUMN     "website" TEXT;

-- CreateTable
CREATE TABLE "Category" (
    "id" SERIAL NOT NULL,
    "kind" "CategoryKind" NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Category_kind_position_idx" ON "Category"("kind", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Category_kind_name_key" ON "Category"("kind", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Category_kind_slug_key" ON "Category"("kind", "slug");

-- The lists, in the order forms and filters show them.
INSERT INTO "Category" ("kind", "name", "slug", "position", "updatedAt") VALUES
  ('business', 'Dining', 'dining', 0, CURRENT_TIMESTAMP),
  ('business', 'Retail', 'retail', 1, CURRENT_TIMESTAMP),
  ('business', 'Services', 'services', 2, CURRENT_TIMESTAMP),
  ('business', 'Professional', 'professional', 3, CURRENT_TIMESTAMP),
  ('business', 'Health & Wellness', 'health-wellness', 4, CURRENT_TIMESTAMP),
  ('business', 'Arts', 'arts', 5, CURRENT_TIMESTAMP),
  ('business', 'Lodging', 'lodging', 6, CURRENT_TIMESTAMP),
  ('business', 'Other', 'other', 7, CURRENT_TIMESTAMP),
  ('event', 'Festival', 'festival', 0, CURRENT_TIMESTAMP),
  ('event', 'Music', 'music', 1, CURRENT_TIMESTAMP),
  ('event', 'Workshop', 'workshop', 2, CURRENT_TIMESTAMP),
  ('event', 'Networking', 'networking', 3, CURRENT_TIMESTAMP),
  ('event', 'Community', 'community', 4, CURRENT_TIMESTAMP),
  ('event', 'Business', 'business', 5, CURRENT_TIMESTAMP),
  ('event', 'Other', 'other', 6, CURRENT_TIMESTAMP);

-- The values typed so far (trimmed, any case) and the category each one becomes.
CREATE TEMPORARY TABLE "category_alias" ("kind" "CategoryKind", "alias" TEXT, "name" TEXT) ON COMMIT DROP;
INSERT INTO "category_alias" VALUES
  ('business', 'dining', 'Dining'), ('business', 'restaurant', 'Dining'), ('business', 'cafe', 'Dining'),
  ('business', 'café', 'Dining'), ('business', 'coffee', 'Dining'), ('business', 'bakery', 'Dining'),
  ('business', 'retail', 'Retail'), ('business', 'shop', 'Retail'), ('business', 'store', 'Retail'),
  ('business', 'service', 'Services'), ('business', 'services', 'Services'),
  ('business', 'professional', 'Professional'),
  ('business', 'healthcare', 'Health & Wellness'), ('business', 'health', 'Health & Wellness'),
  ('business', 'wellness', 'Health & Wellness'), ('business', 'health & wellness', 'Health & Wellness'),
  ('business', 'art', 'Arts'), ('business', 'arts', 'Arts'), ('business', 'gallery', 'Arts'),
  ('business', 'lodging', 'Lodging'), ('business', 'hotel', 'Lodging'),
  ('business', 'other', 'Other'),
  ('event', 'festival', 'Festival'), ('event', 'music', 'Music'), ('event', 'concert', 'Music'),
  ('event', 'workshop', 'Workshop'), ('event', 'networking', 'Networking'),
  ('event', 'community', 'Community'), ('event', 'business', 'Business'), ('event', 'other', 'Other');

-- A value no alias knows becomes its own category, after the list, named as first typed.
DO $$
DECLARE
  stray RECORD;
  next_position INT;
  stray_slug TEXT;
BEGIN
  FOR stray IN
    SELECT DISTINCT ON (v."kind", lower(btrim(v."category"))) v."kind", btrim(v."category") AS "name"
    FROM (
      SELECT 'business'::"CategoryKind" AS "kind", "category" FROM "Business"
      UNION ALL SELECT 'event'::"CategoryKind", "category" FROM "Event"
      UNION ALL SELECT 'event'::"CategoryKind", "category" FROM "EventSeries"
    ) v
    WHERE NOT EXISTS (
      SELECT 1 FROM "category_alias" a WHERE a."kind" = v."kind" AND a."alias" = lower(btrim(v."category"))
    )
    ORDER BY v."kind", lower(btrim(v."category")), v."category"
  LOOP
    SELECT coalesce(max("position"), -1) + 1 INTO next_position FROM "Category" WHERE "kind" = stray."kind";
    stray_slug := btrim(regexp_replace(lower(stray."name"), '[^a-z0-9]+', '-', 'g'), '-');
    IF stray_slug = '' OR EXISTS (SELECT 1 FROM "Category" WHERE "kind" = stray."kind" AND "slug" = stray_slug) THEN
      stray_slug := ltrim(stray_slug || '-' || next_position, '-');
    END IF;
    INSERT INTO "Category" ("kind", "name", "slug", "position", "updatedAt")
    VALUES (stray."kind", CASE WHEN stray."name" = '' THEN 'Uncategorised' ELSE stray."name" END,
            stray_slug, next_position, CURRENT_TIMESTAMP);
    INSERT INTO "category_alias"
    VALUES (stray."kind", lower(stray."name"), CASE WHEN stray."name" = '' THEN 'Uncategorised' ELSE stray."name" END);
  END LOOP;
END $$;

UPDATE "Business" t SET "category" = a."name" FROM "category_alias" a
WHERE a."kind" = 'business' AND a."alias" = lower(btrim(t."category")) AND t."category" <> a."name";
UPDATE "Event" t SET "category" = a."name" FROM "category_alias" a
WHERE a."kind" = 'event' AND a."alias" = lower(btrim(t."category")) AND t."category" <> a."name";
UPDATE "EventSeries" t SET "category" = a."name" FROM "category_alias" a
WHERE a."kind" = 'event' AND a."alias" = lower(btrim(t."category")) AND t."category" <> a."name";

-- A pending submission keeps what the visitor chose, mapped the same way when the list knows it;
-- staff choose from the list when approving one that names no category of it.
UPDATE "Submission" s SET "payload" = jsonb_set(s."payload", '{category}', to_jsonb(a."name")) FROM "category_alias" a
WHERE s."status" = 'pending' AND a."kind"::text = s."kind"::text AND a."alias" = lower(btrim(s."payload"->>'category'));

-- The kind column is a constant: a business names a business category, an event an event category.
ALTER TABLE "Business" ADD CONSTRAINT "Business_categoryKind_check" CHECK ("categoryKind" = 'business');
ALTER TABLE "Event" ADD CONSTRAINT "Event_categoryKind_check" CHECK ("categoryKind" = 'event');
ALTER TABLE "EventSeries" ADD CONSTRAINT "EventSeries_categoryKind_check" CHECK ("categoryKind" = 'event');

-- AddForeignKey
ALTER TABLE "Business" ADD CONSTRAINT "Business_categoryKind_category_fkey" FOREIGN KEY ("categoryKind", "category") REFERENCES "Category"("kind", "name") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_categoryKind_category_fkey" FOREIGN KEY ("categoryKind", "category") REFERENCES "Category"("kind", "name") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventSeries" ADD CONSTRAINT "EventSeries_categoryKind_category_fkey" FOREIGN KEY ("categoryKind", "category") REFERENCES "Category"("kind", "name") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventSeries" ADD CONSTRAINT "EventSeries_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "Image"("id") ON DELETE SET NULL ON UPDATE CASCADE;

