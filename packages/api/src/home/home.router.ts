// The home page's content (docs/decisions/035-editable-home-page.md): anyone reads it, with each
// photo's addresses and each live figure counted; editors write it whole, validated, in one row.
import { homeContentInput, homeContentOutput } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { publicProcedure, router, writeProcedure } from "../trpc.ts";
import { publicHomeContent, readHomeContent } from "./home-content.ts";

const tags = ["home"];

export const homeRouter = router({
  get: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/home",
        tags,
        protect: false,
        summary: "The home page's hero slides, figures, testimonials and Get Involved band",
        description:
          "What staff set in the admin, or the defaults until they do. Slides come in order, switched-off ones included (`enabled`); a slide's `image` is its uploaded photo, null for the bundled illustration `art`. A live figure's `value` is counted as the page is read: `listedBusinesses` (the directory's businesses now) or `eventsThisYear` (published events dated this calendar year, in the site's time zone).",
      },
    })
    .input(z.object({}))
    .output(homeContentOutput)
    .query(async ({ ctx }) => publicHomeContent(ctx, await readHomeContent(ctx))),

  update: writeProcedure("home")
    .meta({
      openapi: {
        method: "PUT",
        path: "/home",
        tags,
        protect: true,
        summary: "Change the home page",
        description:
          "Everything at once (the body of `GET /home` is accepted as is: the read's extra fields are ignored). 1–6 slides, exactly 3 figures, 0–6 testimonials rated 1–5, the band's 1–3 cards; a button's target is a path on this site or an https address. 400 names each bad field; an `imageId` must name an uploaded image.",
      },
    })
    .input(homeContentInput)
    .output(homeContentOutput)
    .mutation(async ({ ctx, input }) => {
      const imageIds = [...new Set(input.slides.flatMap((slide) => (slide.imageId === null ? [] : [slide.imageId])))];
      const found = await ctx.prisma.image.findMany({ where: { id: { in: imageIds } }, select: { id: true } });
      const known = new Set(found.map((image) => image.id));
      const index = input.slides.findIndex((slide) => slide.imageId !== null && !known.has(slide.imageId));
      if (index >= 0) throw fieldRefusal(`slides.${index}.imageId`, `No image has id ${input.slides[index]?.imageId}`);
      const data = {
        slides: input.slides,
        figures: input.figures,
        testimonials: input.testimonials,
        band: input.band,
      } satisfies Prisma.HomeContentUpdateInput;
      await ctx.prisma.homeContent.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
      return publicHomeContent(ctx, input);
    }),
});
