-- CreateEnum
CREATE TYPE "EventStatus" AS ENUM ('scheduled', 'cancelled', 'postponed', 'rescheduled', 'movedOnline');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "allDay" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "endDate" TIMESTAMPTZ(3),
ADD COLUMN     "onlineUrl" TEXT,
ADD COLUMN     "previousDate" TIMESTAMPTZ(3),
ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "status" "EventStatus" NOT NULL DEFAULT 'scheduled';

