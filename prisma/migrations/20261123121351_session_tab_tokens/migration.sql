-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "parentId" INTEGER;

-- CreateIndex
CREATE INDEX "Session_parentId_idx" ON "Session"("parentId");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;

