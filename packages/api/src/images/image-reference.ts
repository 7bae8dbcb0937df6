// The image of a business, event or article, as the routers read and write it: the stored row a
// read selects (core's imageField turns it into `{ id, url, width, height }`), and the check that
// a write names an image that exists, answered like any other bad field (400 with `issues`).
import type { Prisma } from "@chamber/db";
import type { TRPCError } from "@trpc/server";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";

export const imageSelect = { select: { id: true, hash: true, width: true, height: true } } satisfies {
  select: Prisma.ImageSelect;
};

/** Refuses a write whose `imageId` names no image; null (remove) and undefined (keep) pass. */
export async function checkImageId(ctx: Context, imageId: number | null | undefined): Promise<void> {
  if (imageId === null || imageId === undefined) return;
  const found = await ctx.prisma.image.findUnique({ where: { id: imageId }, select: { id: true } });
  if (!found) throw unknownImage(imageId);
}

/** The 400 for an `imageId` that names no image, naming the field like any other bad input. */
export const unknownImage = (imageId: number): TRPCError => fieldRefusal("imageId", `No image has id ${imageId}`);
