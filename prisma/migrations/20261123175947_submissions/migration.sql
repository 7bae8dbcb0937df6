-- CreateEnum
CREATE TYPE "SubmissionKind" AS ENUM ('event', 'business');

-- CreateEnum
CREATE TYPE "SubmissionStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateTable
CREATE TABLE "Submission" (
    "id" SERIAL NOT NULL,
    "kind" "SubmissionKind" NOT NULL,
    "status" "SubmissionStatus" NOT NULL DEFAULT 'pending',
    "payload" JSONB NOT NULL,
    "businessId" INTEGER,
    "submitterEmail" TEXT NOT NULL,
    "reason" TEXT,
    "resultId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Submission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UsedFormToken" (
    "id" TEXT NOT NULL,
    "usedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UsedFormToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServerSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServerSecret_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "Submission_status_createdAt_idx" ON "Submission"("status", "createdAt");

-- CreateIndex
CREATE INDEX "UsedFormToken_usedAt_idx" ON "UsedFormToken"("usedAt");

