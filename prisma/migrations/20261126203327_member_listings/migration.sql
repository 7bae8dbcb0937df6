-- CreateEnum
CREATE TYPE "MemberLinkPurpose" AS ENUM ('signIn', 'claim', 'invite');

-- CreateEnum
CREATE TYPE "ClaimStatus" AS ENUM ('pending', 'approved', 'rejected');

-- AlterTable
ALTER TABLE "Business" ADD COLUMN     "hours" JSONB,
ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION,
ADD COLUMN     "slug" TEXT,
ADD COLUMN     "social" JSONB;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "organizerId" INTEGER;

-- AlterTable
ALTER TABLE "EventSeries" ADD COLUMN     "organizerId" INTEGER;

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "memberId" INTEGER,
ALTER COLUMN "userId" DROP NOT NULL;

-- A session belongs to a staff admin or to a member, never both, never neither.
ALTER TABLE "Session" ADD CONSTRAINT "Session_one_owner" CHECK (("userId" IS NULL) <> ("memberId" IS NULL));

-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "memberId" INTEGER;

-- CreateTable
CREATE TABLE "Member" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSignInAt" TIMESTAMPTZ(3),

    CONSTRAINT "Member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessMember" (
    "businessId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "via" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessMember_pkey" PRIMARY KEY ("businessId","memberId")
);

-- CreateTable
CREATE TABLE "MemberLink" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "purpose" "MemberLinkPurpose" NOT NULL,
    "claimId" INTEGER,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MemberLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingClaim" (
    "id" SERIAL NOT NULL,
    "businessId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" "ClaimStatus" NOT NULL DEFAULT 'pending',
    "matchedBy" TEXT,
    "reason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ListingClaim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Inquiry" (
    "id" SERIAL NOT NULL,
    "businessId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Inquiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingReachDay" (
    "businessId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "impressions" INTEGER NOT NULL DEFAULT 0,
    "websiteClicks" INTEGER NOT NULL DEFAULT 0,
    "phoneClicks" INTEGER NOT NULL DEFAULT 0,
    "emailClicks" INTEGER NOT NULL DEFAULT 0,
    "directionsClicks" INTEGER NOT NULL DEFAULT 0,
    "inquiries" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ListingReachDay_pkey" PRIMARY KEY ("businessId","day")
);

-- CreateTable
CREATE TABLE "ListingChange" (
    "id" SERIAL NOT NULL,
    "businessId" INTEGER NOT NULL,
    "memberId" INTEGER,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListingChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessPhoto" (
    "businessId" INTEGER NOT NULL,
    "imageId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessPhoto_pkey" PRIMARY KEY ("businessId","imageId")
);

-- CreateTable
CREATE TABLE "BusinessSlugRedirect" (
    "slug" TEXT NOT NULL,
    "businessId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessSlugRedirect_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE UNIQUE INDEX "Member_email_key" ON "Member"("email");

-- CreateIndex
CREATE INDEX "BusinessMember_memberId_idx" ON "BusinessMember"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "MemberLink_tokenHash_key" ON "MemberLink"("tokenHash");

-- CreateIndex
CREATE INDEX "MemberLink_memberId_idx" ON "MemberLink"("memberId");

-- CreateIndex
CREATE INDEX "MemberLink_expiresAt_idx" ON "MemberLink"("expiresAt");

-- CreateIndex
CREATE INDEX "ListingClaim_status_createdAt_idx" ON "ListingClaim"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ListingClaim_businessId_idx" ON "ListingClaim"("businessId");

-- CreateIndex
CREATE INDEX "Inquiry_businessId_createdAt_idx" ON "Inquiry"("businessId", "createdAt");

-- CreateIndex
CREATE INDEX "ListingChange_businessId_createdAt_idx" ON "ListingChange"("businessId", "createdAt");

-- CreateIndex
CREATE INDEX "ListingChange_memberId_createdAt_idx" ON "ListingChange"("memberId", "createdAt");

-- CreateIndex
CREATE INDEX "BusinessPhoto_businessId_position_idx" ON "BusinessPhoto"("businessId", "position");

-- CreateIndex
CREATE INDEX "BusinessSlugRedirect_businessId_idx" ON "BusinessSlugRedirect"("businessId");

-- A business's slug is the database's to make (the one rule for every write path): from the name on
-- insert, and again when the name changes, the old slug kept as a redirect. Accents are folded as
-- slugify() in @chamber/core folds them; a clash with another business's slug or old slug takes the
-- first free "-2", "-3", ….
CREATE FUNCTION business_slug_base(name TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(btrim(regexp_replace(lower(translate(name,
    'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
    'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy')), '[^a-z0-9]+', '-', 'g'), '-'), ''), 'business')
$$;

CREATE FUNCTION business_slug_free(base TEXT, own_id INTEGER) RETURNS TEXT LANGUAGE plpgsql AS $$
DECLARE
  candidate TEXT := base;
  n INTEGER := 1;
BEGIN
  LOOP
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "Business" WHERE "slug" = candidate AND "id" IS DISTINCT FROM own_id)
          AND NOT EXISTS (SELECT 1 FROM "BusinessSlugRedirect" WHERE "slug" = candidate AND "businessId" IS DISTINCT FROM own_id);
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END
$$;

CREATE FUNCTION business_slug() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."slug" IS NULL OR NEW."slug" = '' THEN
      NEW."slug" := business_slug_free(business_slug_base(NEW."name"), NEW."id");
    END IF;
  ELSIF NEW."name" IS DISTINCT FROM OLD."name" AND NEW."slug" = OLD."slug"
        AND business_slug_base(NEW."name") <> business_slug_base(OLD."name") THEN
    NEW."slug" := business_slug_free(business_slug_base(NEW."name"), NEW."id");
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."slug" IS DISTINCT FROM OLD."slug" THEN
    -- The old address keeps answering (a redirect); the new one is no longer a redirect.
    INSERT INTO "BusinessSlugRedirect" ("slug", "businessId") VALUES (OLD."slug", NEW."id")
      ON CONFLICT ("slug") DO UPDATE SET "businessId" = EXCLUDED."businessId";
    DELETE FROM "BusinessSlugRedirect" WHERE "slug" = NEW."slug";
  END IF;
  RETURN NEW;
END
$$;

-- Existing businesses, oldest first, so the first of two same-named ones keeps the plain slug.
DO $$
DECLARE
  b RECORD;
BEGIN
  FOR b IN SELECT "id", "name" FROM "Business" ORDER BY "id" LOOP
    UPDATE "Business" SET "slug" = business_slug_free(business_slug_base(b."name"), b."id") WHERE "id" = b."id";
  END LOOP;
END
$$;

ALTER TABLE "Business" ALTER COLUMN "slug" SET NOT NULL;

CREATE TRIGGER "Business_slug" BEFORE INSERT OR UPDATE OF "name", "slug" ON "Business"
  FOR EACH ROW EXECUTE FUNCTION business_slug();

-- CreateIndex
CREATE UNIQUE INDEX "Business_slug_key" ON "Business"("slug");

-- CreateIndex
CREATE INDEX "Event_organizerId_date_idx" ON "Event"("organizerId", "date");

-- CreateIndex
CREATE INDEX "Session_memberId_idx" ON "Session"("memberId");

-- CreateIndex
CREATE INDEX "Submission_memberId_idx" ON "Submission"("memberId");

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "Business"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventSeries" ADD CONSTRAINT "EventSeries_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "Business"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessMember" ADD CONSTRAINT "BusinessMember_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessMember" ADD CONSTRAINT "BusinessMember_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberLink" ADD CONSTRAINT "MemberLink_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberLink" ADD CONSTRAINT "MemberLink_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "ListingClaim"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingClaim" ADD CONSTRAINT "ListingClaim_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingClaim" ADD CONSTRAINT "ListingClaim_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inquiry" ADD CONSTRAINT "Inquiry_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingReachDay" ADD CONSTRAINT "ListingReachDay_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingChange" ADD CONSTRAINT "ListingChange_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingChange" ADD CONSTRAINT "ListingChange_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessPhoto" ADD CONSTRAINT "BusinessPhoto_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessPhoto" ADD CONSTRAINT "BusinessPhoto_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "Image"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessSlugRedirect" ADD CONSTRAINT "BusinessSlugRedirect_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

