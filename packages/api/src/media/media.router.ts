// The media library (docs/decisions/034-media-library.md): every stored photo not waiting for
// review, with where it is used; alt text and the decorative mark edited; a photo nothing uses
// deleted (409 IN_USE naming the uses otherwise). Uploads are POST /api/media, a multipart door
// of the server (apps/server/src/images/media-routes.ts) through the same pipeline as every photo.
import { describeUse, idParam, listPagingQuery, mediaOutput, mediaUpdate } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { CodedError } from "../contract/coded-error.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { adminProcedure, deleted, notFound, router, writeProcedure } from "../trpc.ts";
import { mediaItems } from "./media-items.ts";

const tags = ["media"];
/** No cached read shows the library's alt text (a page shows its markdown's), so nothing is dropped. */
const write = writeProcedure();

export const mediaRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/media",
        tags,
        protect: true,
        summary: "The media library, newest first",
        description:
          "Every stored photo but a visitor's still under review, with its alt text, size and where it is used (`usedBy`).",
      },
    })
    .input(listPagingQuery)
    .output(z.array(mediaOutput))
    .query(async ({ ctx, input }) => pageOfList(ctx, input, await mediaItems(ctx.prisma), updatedAtOf("image"))),

  update: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/media/{id}",
        tags,
        protect: true,
        summary: "Set a photo's alt text and decorative mark",
        description: "A decorative photo needs no alt text; any other needs it before a public page shows it.",
      },
    })
    .input(mediaUpdate)
    .output(mediaOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, alt, decorative } = input;
      const found = await ctx.prisma.image.findFirst({ where: { id, pendingReview: false }, select: { id: true } });
      if (!found) throw notFound("Photo");
      await ctx.prisma.image.update({ where: { id }, data: { alt, decorative } });
      const [item] = await mediaItems(ctx.prisma, [id]);
      if (!item) throw notFound("Photo");
      return item;
    }),

  delete: write
    .meta({
      openapi: {
        method: "DELETE",
        path: "/media/{id}",
        tags,
        protect: true,
        summary: "Delete a photo nothing uses",
        description: "409 with code `IN_USE` and a message naming each use while anything uses it.",
      },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      const [item] = await mediaItems(ctx.prisma, [input.id]);
      if (!item) throw notFound("Photo");
      if (item.usedBy.length > 0) {
        const message = `Photo ${item.id} is in use: ${item.usedBy.map(describeUse).join(", ")}`;
        throw new TRPCError({ code: "CONFLICT", message, cause: new CodedError("IN_USE", message) });
      }
      await ctx.prisma.image.delete({ where: { id: input.id } });
      return { success: true as const, id: input.id };
    }),
});
