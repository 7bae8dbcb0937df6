import { settingByKey, settingInput, settingOutput, settingUpdate } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { adminProcedure, notFound, router, writeProcedure } from "../trpc.ts";

const settingSelect = {
  id: true,
  key: true,
  value: true,
  description: true,
  updatedAt: true,
} satisfies Prisma.SettingSelect;

const write = writeProcedure("settings");
const tags = ["settings"];

// Settings are admin-only: nothing here is ever shown to a public caller.
export const settingRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: "GET", path: "/settings", tags, protect: true, summary: "All settings by key" } })
    .input(z.object({}))
    .output(z.array(settingOutput))
    .query(({ ctx }) => ctx.prisma.setting.findMany({ select: settingSelect, orderBy: { key: "asc" } })),

  create: write
    .meta({
      openapi: {
        method: "POST",
        path: "/settings",
        tags,
        protect: true,
        summary: "Add a setting",
        description: "409 when the key is taken.",
      },
    })
    .input(settingInput)
    .output(settingOutput)
    .mutation(({ ctx, input }) => ctx.prisma.setting.create({ data: input, select: settingSelect })),

  update: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/settings/{key}",
        tags,
        protect: true,
        summary: "Change a setting's value and description",
        description: "The key is fixed by the path.",
      },
    })
    .input(settingUpdate)
    .output(settingOutput)
    .mutation(({ ctx, input }) => {
      const { key, ...data } = input;
      return ctx.prisma.setting.update({ where: { key }, data, select: settingSelect });
    }),

  delete: write
    .meta({ openapi: { method: "DELETE", path: "/settings/{key}", tags, protect: true, summary: "Delete a setting" } })
    .input(settingByKey)
    .output(z.object({ success: z.literal(true), key: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { count } = await ctx.prisma.setting.deleteMany({ where: { key: input.key } });
      if (count === 0) throw notFound("Setting");
      return { success: true as const, key: input.key };
    }),
});
