// An upload made into a stored image (docs/decisions/019): encoded by @chamber/db's pipeline, saved
// with its variants, and answered as the API shows images. The one way in for every upload door:
// the admin's POST /api/images and the public submission form's upload.
import { type Image, imageField } from "@chamber/core/schemas";
import { type Database, encodeImage, saveImage } from "@chamber/db";

/**
 * Stores `upload`, or throws ImageRefused (with its HTTP status) and stores nothing. A visitor's
 * upload is stored `pendingReview`: served to staff only until a submission using it is approved;
 * one to the media library `inLibrary`: kept when nothing uses it.
 */
export async function storeImage(
  prisma: Database["prisma"],
  upload: Uint8Array,
  options: { pendingReview?: boolean; inLibrary?: boolean } = {},
): Promise<Image> {
  const saved = await saveImage(prisma, await encodeImage(upload), options);
  return imageField.parse(saved) as Image;
}
