-- CreateEnum
CREATE TYPE "NewsletterIssueStatus" AS ENUM ('draft', 'scheduled', 'sending', 'sent');

-- CreateEnum
CREATE TYPE "NewsletterDeliveryStatus" AS ENUM ('waiting', 'queued', 'skipped');

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "html" TEXT;

-- CreateTable
CREATE TABLE "NewsletterIssue" (
    "id" SERIAL NOT NULL,
    "subject" TEXT NOT NULL,
    "list" "NewsletterList" NOT NULL DEFAULT 'news',
    "body" TEXT NOT NULL,
    "status" "NewsletterIssueStatus" NOT NULL DEFAULT 'draft',
    "scheduledAt" TIMESTAMPTZ(3),
    "startedAt" TIMESTAMPTZ(3),
    "sentAt" TIMESTAMPTZ(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "NewsletterIssue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsletterDelivery" (
    "id" SERIAL NOT NULL,
    "issueId" INTEGER NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "status" "NewsletterDeliveryStatus" NOT NULL DEFAULT 'waiting',
    "outboxId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "queuedAt" TIMESTAMPTZ(3),

    CONSTRAINT "NewsletterDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "NewsletterIssue_status_scheduledAt_idx" ON "NewsletterIssue"("status", "scheduledAt");

-- CreateIndex
CREATE INDEX "NewsletterIssue_sentAt_idx" ON "NewsletterIssue"("sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterDelivery_outboxId_key" ON "NewsletterDelivery"("outboxId");

-- CreateIndex
CREATE INDEX "NewsletterDelivery_issueId_status_id_idx" ON "NewsletterDelivery"("issueId", "status", "id");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterDelivery_issueId_subscriptionId_key" ON "NewsletterDelivery"("issueId", "subscriptionId");

-- AddForeignKey
ALTER TABLE "NewsletterIssue" ADD CONSTRAINT "NewsletterIssue_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "AdminUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NewsletterDelivery" ADD CONSTRAINT "NewsletterDelivery_issueId_fkey" FOREIGN KEY ("issueId") REFERENCES "NewsletterIssue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NewsletterDelivery" ADD CONSTRAINT "NewsletterDelivery_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "NewsletterSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The activity log (docs/decisions/027-activity-log.md) records issues as it records other content;
-- deliveries are the sender's bookkeeping (hundreds a send), so they stay out of it.
CREATE TRIGGER "NewsletterIssue_activity" AFTER INSERT OR UPDATE OR DELETE ON "NewsletterIssue"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
