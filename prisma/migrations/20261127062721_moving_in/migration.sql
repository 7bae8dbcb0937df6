-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "importHash" TEXT,
ADD COLUMN     "importUid" TEXT,
ADD COLUMN     "subscriptionId" INTEGER;

-- AlterTable
ALTER TABLE "EventSeries" ADD COLUMN     "importHash" TEXT,
ADD COLUMN     "importUid" TEXT,
ADD COLUMN     "subscriptionId" INTEGER;

-- CreateTable
CREATE TABLE "BusinessImport" (
    "id" SERIAL NOT NULL,
    "fileName" TEXT NOT NULL,
    "actorName" TEXT NOT NULL,
    "created" INTEGER NOT NULL,
    "updated" INTEGER NOT NULL,
    "undo" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoUntil" TIMESTAMPTZ(3) NOT NULL,
    "undoneAt" TIMESTAMPTZ(3),

    CONSTRAINT "BusinessImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarSubscription" (
    "id" SERIAL NOT NULL,
    "url" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "nextFetchAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastFetchedAt" TIMESTAMPTZ(3),
    "lastResult" JSONB,
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CalendarSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookEndpoint" (
    "id" SERIAL NOT NULL,
    "url" TEXT NOT NULL,
    "description" TEXT,
    "events" TEXT[],
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "failingSince" TIMESTAMPTZ(3),
    "disabledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookEvent" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatchedAt" TIMESTAMPTZ(3),

    CONSTRAINT "WebhookEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" SERIAL NOT NULL,
    "endpointId" INTEGER NOT NULL,
    "messageId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "orderKey" TEXT NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastStatus" INTEGER,
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMPTZ(3),

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BusinessImport_createdAt_idx" ON "BusinessImport"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarSubscription_url_key" ON "CalendarSubscription"("url");

-- CreateIndex
CREATE INDEX "CalendarSubscription_enabled_nextFetchAt_idx" ON "CalendarSubscription"("enabled", "nextFetchAt");

-- CreateIndex
CREATE INDEX "WebhookEvent_dispatchedAt_id_idx" ON "WebhookEvent"("dispatchedAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_messageId_key" ON "WebhookDelivery"("messageId");

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_nextAttemptAt_idx" ON "WebhookDelivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "WebhookDelivery_endpointId_id_idx" ON "WebhookDelivery"("endpointId", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_endpointId_orderKey_id_idx" ON "WebhookDelivery"("endpointId", "orderKey", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Event_importUid_key" ON "Event"("importUid");

-- CreateIndex
CREATE UNIQUE INDEX "EventSeries_importUid_key" ON "EventSeries"("importUid");

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "CalendarSubscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventSeries" ADD CONSTRAINT "EventSeries_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "CalendarSubscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The activity log records who added, changed or removed these (docs/decisions/027-activity-log.md);
-- never a webhook's signing secret. Deliveries, queued events and the import's undo record are
-- bookkeeping of a recorded write, as the mail outbox is.
CREATE TRIGGER "CalendarSubscription_activity" AFTER INSERT OR UPDATE OR DELETE ON "CalendarSubscription"
  FOR EACH ROW EXECUTE FUNCTION record_activity('lastFetchedAt', 'nextFetchAt', 'lastResult', 'lastError');
CREATE TRIGGER "WebhookEndpoint_activity" AFTER INSERT OR UPDATE OR DELETE ON "WebhookEndpoint"
  FOR EACH ROW EXECUTE FUNCTION record_activity('secret');
