-- CreateTable
CREATE TABLE "DeletedRow" (
    "id" SERIAL NOT NULL,
    "entity" TEXT NOT NULL,
    "rowId" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "deletedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DeletedRow_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeletedRow_deletedAt_idx" ON "DeletedRow"("deletedAt");

-- CreateIndex
CREATE UNIQUE INDEX "DeletedRow_entity_rowId_key" ON "DeletedRow"("entity", "rowId");

