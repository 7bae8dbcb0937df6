// Stores an encoded image and its variants in one transaction: an image row exists only with all
// its variants, so every address a read hands out can be served.
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { EncodedImage } from "./encode-image.ts";

export interface SavedImage {
  id: number;
  hash: string;
  width: number;
  height: number;
}

export function saveImage(
  prisma: PrismaClient,
  image: EncodedImage,
  options: { pendingReview?: boolean; inLibrary?: boolean } = {},
): Promise<SavedImage> {
  return prisma.image.create({
    data: {
      pendingReview: options.pendingReview ?? false,
      inLibrary: options.inLibrary ?? false,
      hash: image.hash,
      width: image.width,
      height: image.height,
      variants: { create: image.variants },
    },
    select: { id: true, hash: true, width: true, height: true },
  });
}
