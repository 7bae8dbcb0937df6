-- DropIndex
DROP INDEX "Business_name_idx";

-- CreateIndex
CREATE INDEX "Business_name_id_idx" ON "Business"("name", "id");

