-- AlterTable
ALTER TABLE "Image" ADD COLUMN     "alt" TEXT,
ADD COLUMN     "decorative" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "inLibrary" BOOLEAN NOT NULL DEFAULT false;

