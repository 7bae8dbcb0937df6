-- AlterTable
ALTER TABLE "Image" ADD COLUMN     "pendingReview" BOOLEAN NOT NULL DEFAULT false;

