-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "occurrenceDate" TIMESTAMPTZ(3),
ADD COLUMN     "overridden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "seriesId" INTEGER;

-- CreateTable
CREATE TABLE "EventSeries" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "date" TIMESTAMPTZ(3) NOT NULL,
    "endDate" TIMESTAMPTZ(3),
    "allDay" BOOLEAN NOT NULL DEFAULT false,
    "status" "EventStatus" NOT NULL DEFAULT 'scheduled',
    "onlineUrl" TEXT,
    "rule" TEXT NOT NULL,
    "until" TIMESTAMPTZ(3),
    "count" INTEGER,
    "exdates" TIMESTAMPTZ(3)[],
    "horizon" TIMESTAMPTZ(3) NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "publishedAt" TIMESTAMPTZ(3),
    "unlistAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "EventSeries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Event_seriesId_occurrenceDate_key" ON "Event"("seriesId", "occurrenceDate");

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "EventSeries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

