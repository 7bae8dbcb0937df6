-- CreateEnum
CREATE TYPE "RegistrationStatus" AS ENUM ('confirmed', 'waitlisted', 'cancelled');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "cost" TEXT;

-- AlterTable
ALTER TABLE "EventSeries" ADD COLUMN     "cost" TEXT;

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "calendar" JSONB;

-- CreateTable
CREATE TABLE "RegistrationSettings" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER,
    "seriesId" INTEGER,
    "open" BOOLEAN NOT NULL DEFAULT true,
    "opensAt" TIMESTAMPTZ(3),
    "capacity" INTEGER,
    "closesMinutesBefore" INTEGER NOT NULL DEFAULT 0,
    "maxPlaces" INTEGER NOT NULL DEFAULT 1,
    "questions" JSONB NOT NULL DEFAULT '[]',
    "priceText" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RegistrationSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Registration" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailKey" TEXT NOT NULL,
    "places" INTEGER NOT NULL DEFAULT 1,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "status" "RegistrationStatus" NOT NULL,
    "addedByStaff" BOOLEAN NOT NULL DEFAULT false,
    "checkedInAt" TIMESTAMPTZ(3),
    "promotedAt" TIMESTAMPTZ(3),
    "cancelledAt" TIMESTAMPTZ(3),
    "reminderSentAt" TIMESTAMPTZ(3),
    "inviteSequence" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Registration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationSettings_eventId_key" ON "RegistrationSettings"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationSettings_seriesId_key" ON "RegistrationSettings"("seriesId");

-- CreateIndex
CREATE INDEX "Registration_eventId_status_createdAt_idx" ON "Registration"("eventId", "status", "createdAt");

-- AddForeignKey
ALTER TABLE "RegistrationSettings" ADD CONSTRAINT "RegistrationSettings_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationSettings" ADD CONSTRAINT "RegistrationSettings_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "EventSeries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Written by hand (docs/decisions/029-event-registration.md).
-- Settings belong to an event or to a series, never both nor neither.
ALTER TABLE "RegistrationSettings" ADD CONSTRAINT "RegistrationSettings_one_owner"
  CHECK (("eventId" IS NULL) <> ("seriesId" IS NULL));
ALTER TABLE "RegistrationSettings" ADD CONSTRAINT "RegistrationSettings_capacity_check"
  CHECK ("capacity" IS NULL OR "capacity" >= 1);
ALTER TABLE "RegistrationSettings" ADD CONSTRAINT "RegistrationSettings_maxPlaces_check"
  CHECK ("maxPlaces" >= 1);
ALTER TABLE "RegistrationSettings" ADD CONSTRAINT "RegistrationSettings_closes_check"
  CHECK ("closesMinutesBefore" >= 0);
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_places_check" CHECK ("places" >= 1);

-- One registration that is not cancelled per address and event: two posts of one address at the
-- same instant cannot both land, whichever instance takes them.
CREATE UNIQUE INDEX "Registration_one_per_address" ON "Registration"("eventId", "emailKey")
  WHERE "status" <> 'cancelled';

-- The activity log (docs/decisions/027-activity-log.md) records both.
CREATE TRIGGER "RegistrationSettings_activity" AFTER INSERT OR UPDATE OR DELETE ON "RegistrationSettings"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "Registration_activity" AFTER INSERT OR UPDATE OR DELETE ON "Registration"
  FOR EACH ROW EXECUTE FUNCTION record_activity('emailKey');
