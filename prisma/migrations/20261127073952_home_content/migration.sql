-- CreateTable
CREATE TABLE "HomeContent" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "slides" JSONB NOT NULL,
    "figures" JSONB NOT NULL,
    "testimonials" JSONB NOT NULL,
    "band" JSONB NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "HomeContent_pkey" PRIMARY KEY ("id")
);


-- One row at most (the id is always 1), and the activity log (docs/decisions/027-activity-log.md)
-- records who changed the home page and what.
ALTER TABLE "HomeContent" ADD CONSTRAINT "HomeContent_single_row" CHECK ("id" = 1);
CREATE TRIGGER "HomeContent_activity" AFTER INSERT OR UPDATE OR DELETE ON "HomeContent"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
