// The image of a business, event or article, as the routers read and write it: the stored row a
// read selects (core's imageField turns it into `{ id, url, width, height }`), and the check that
// a write names an image that exists, answered like any other bad field (400 with `issues`).
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Context } from "../context.ts";

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
export function unknownImage(imageId: number): TRPCError {
  // A ZodError made by parsing (one built with `new` is no Error in zod 4, and both doors look for
  // one), so REST answers `issues` naming imageId and the admin's form marks the field.
  const message = `No image has id ${imageId}`;
  const refused = z.object({ imageId: z.custom(() => false, message) }).safeParse({ imageId });
  return new TRPCError({ code: "BAD_REQUEST", message, cause: refused.error });
}
