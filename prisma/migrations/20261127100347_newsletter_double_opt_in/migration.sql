-- CreateEnum
CREATE TYPE "NewsletterStatus" AS ENUM ('pending', 'confirmed', 'unsubscribed', 'bounced');

-- CreateEnum
CREATE TYPE "NewsletterList" AS ENUM ('news', 'events', 'members');

-- AlterTable
ALTER TABLE "NewsletterSubscription" ADD COLUMN     "bounceReason" TEXT,
ADD COLUMN     "bouncedAt" TIMESTAMPTZ(3),
ADD COLUMN     "confirmedAt" TIMESTAMPTZ(3),
ADD COLUMN     "lists" "NewsletterList"[] DEFAULT ARRAY['news', 'events']::"NewsletterList"[],
ADD COLUMN     "status" "NewsletterStatus" NOT NULL DEFAULT 'pending',
ADD COLUMN     "token" TEXT NOT NULL DEFAULT replace((gen_random_uuid())::text || (gen_random_uuid())::text, '-'::text, ''::text),
ADD COLUMN     "unsubscribedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscription_token_key" ON "NewsletterSubscription"("token");

-- CreateIndex
CREATE INDEX "NewsletterSubscription_status_idx" ON "NewsletterSubscription"("status");


-- Subscriptions from before double opt-in: an active one counts as confirmed (staff collected it
-- under the old form, and it has been receiving mail), an inactive one as unsubscribed.
UPDATE "NewsletterSubscription"
SET "status" = CASE WHEN "isActive" THEN 'confirmed'::"NewsletterStatus" ELSE 'unsubscribed'::"NewsletterStatus" END,
    "confirmedAt" = CASE WHEN "isActive" THEN "createdAt" END,
    "unsubscribedAt" = CASE WHEN "isActive" THEN NULL ELSE "updatedAt" END;
