-- CreateEnum
CREATE TYPE "PostReview" AS ENUM ('pending', 'approved', 'refused');

-- CreateEnum
CREATE TYPE "DealAudience" AS ENUM ('everyone', 'members');

-- CreateEnum
CREATE TYPE "JobLocationKind" AS ENUM ('business', 'address', 'remote');

-- CreateEnum
CREATE TYPE "PayUnit" AS ENUM ('hour', 'week', 'month', 'year');

-- CreateTable
CREATE TABLE "Deal" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "businessId" INTEGER NOT NULL,
    "imageId" INTEGER,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "code" TEXT,
    "audience" "DealAudience" NOT NULL DEFAULT 'everyone',
    "reviewState" "PostReview" NOT NULL DEFAULT 'approved',
    "refusalReason" TEXT,
    "reviewedAt" TIMESTAMPTZ(3),
    "submittedById" INTEGER,
    "reminderSentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Deal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Job" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "businessId" INTEGER NOT NULL,
    "employmentType" TEXT NOT NULL,
    "locationKind" "JobLocationKind" NOT NULL DEFAULT 'business',
    "address" TEXT,
    "payMin" DOUBLE PRECISION,
    "payMax" DOUBLE PRECISION,
    "payUnit" "PayUnit",
    "applyUrl" TEXT,
    "applyEmail" TEXT,
    "postedAt" TIMESTAMPTZ(3) NOT NULL,
    "closesAt" TIMESTAMPTZ(3) NOT NULL,
    "reviewState" "PostReview" NOT NULL DEFAULT 'approved',
    "refusalReason" TEXT,
    "reviewedAt" TIMESTAMPTZ(3),
    "submittedById" INTEGER,
    "reminderSentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Deal_reviewState_endsAt_startsAt_idx" ON "Deal"("reviewState", "endsAt", "startsAt");

-- CreateIndex
CREATE INDEX "Deal_businessId_endsAt_idx" ON "Deal"("businessId", "endsAt");

-- CreateIndex
CREATE INDEX "Deal_submittedById_idx" ON "Deal"("submittedById");

-- CreateIndex
CREATE INDEX "Job_reviewState_closesAt_postedAt_idx" ON "Job"("reviewState", "closesAt", "postedAt");

-- CreateIndex
CREATE INDEX "Job_businessId_closesAt_idx" ON "Job"("businessId", "closesAt");

-- CreateIndex
CREATE INDEX "Job_submittedById_idx" ON "Job"("submittedById");

-- AddForeignKey
ALTER TABLE "Deal" ADD CONSTRAINT "Deal_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Deal" ADD CONSTRAINT "Deal_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "Image"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Deal" ADD CONSTRAINT "Deal_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Job" ADD CONSTRAINT "Job_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Written by hand (docs/decisions/038-deals-and-jobs.md): the rules every write path gets.
ALTER TABLE "Deal" ADD CONSTRAINT "Deal_window" CHECK ("startsAt" < "endsAt");
ALTER TABLE "Job" ADD CONSTRAINT "Job_window" CHECK ("postedAt" < "closesAt" AND "closesAt" <= "postedAt" + INTERVAL '60 days');
ALTER TABLE "Job" ADD CONSTRAINT "Job_employmentType" CHECK (
  "employmentType" IN ('full-time', 'part-time', 'contract', 'temporary', 'internship', 'volunteer', 'seasonal')
);
ALTER TABLE "Job" ADD CONSTRAINT "Job_address" CHECK ("locationKind" <> 'address' OR "address" IS NOT NULL);
ALTER TABLE "Job" ADD CONSTRAINT "Job_pay" CHECK (
  ("payMin" IS NULL AND "payMax" IS NULL AND "payUnit" IS NULL)
  OR ("payMin" IS NOT NULL AND "payUnit" IS NOT NULL AND "payMin" >= 0 AND ("payMax" IS NULL OR "payMax" >= "payMin"))
);
ALTER TABLE "Job" ADD CONSTRAINT "Job_apply" CHECK ("applyUrl" IS NOT NULL OR "applyEmail" IS NOT NULL);

-- The activity log and webhooks, as for every content entity (staff_roles_activity, webhooks).
CREATE TRIGGER "Deal_activity" AFTER INSERT OR UPDATE OR DELETE ON "Deal"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "Job_activity" AFTER INSERT OR UPDATE OR DELETE ON "Job"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
-- The reminder's bookkeeping alone is no news to an integrator.
CREATE TRIGGER "Deal_webhook" AFTER INSERT OR UPDATE OR DELETE ON "Deal"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('deal', 'reminderSentAt');
CREATE TRIGGER "Job_webhook" AFTER INSERT OR UPDATE OR DELETE ON "Job"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('job', 'reminderSentAt');
