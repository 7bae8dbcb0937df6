import {
  type MemberSettingName,
  memberSettingKeys,
  memberSettingLabels,
  memberSettingsFromRows,
  type SiteFactName,
  siteFactKeys,
  siteFactLabels,
} from "@chamber/core";
import {
  listPagingQuery,
  memberSettingsInput,
  memberSettingsOutput,
  settingByKey,
  settingInput,
  settingOutput,
  settingUpdate,
  siteFactsFromSettings,
  siteFactsInput,
  siteFactsOutput,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { adminProcedure, notFound, publicProcedure, router, writeProcedure } from "../trpc.ts";
import { memberSettings } from "./member-settings.ts";
import { publicSettings } from "./public-settings.ts";

const settingSelect = {
  id: true,
  key: true,
  value: true,
  description: true,
  updatedAt: true,
} satisfies Prisma.SettingSelect;

const write = writeProcedure("settings");
const tags = ["settings"];

// Settings are admin-only, but for the chamber's facts (packages/core/src/site-facts/site-facts.ts): the
// public reads them named and validated, and staff edit them as a form rather than as rows.
export const settingRouter = router({
  facts: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/site-facts",
        tags,
        protect: false,
        summary: "The chamber's name, contact details and social links",
        description:
          "What the header, footer, contact page, structured data and feeds show. Each is a setting row (`site.name`, `contact.phone`, `social.facebook`, …): a missing or invalid row reads as the default, a social link without its row as null.",
      },
    })
    .input(z.object({}))
    .output(siteFactsOutput)
    .query(async ({ ctx }) => siteFactsFromSettings(await publicSettings(ctx))),

  updateFacts: write
    .meta({
      // Site settings are the owner's.
      requires: "owner",
      openapi: {
        method: "PUT",
        path: "/site-facts",
        tags,
        protect: true,
        summary: "Change the chamber's name, contact details and social links",
        description:
          "Every fact at once, validated (400 names each bad field). Writes their setting rows in one transaction; an empty social link deletes its row.",
      },
    })
    .input(siteFactsInput)
    .output(siteFactsOutput)
    .mutation(async ({ ctx, input }) => {
      const facts = Object.entries(siteFactKeys) as [SiteFactName, string][];
      await ctx.prisma.$transaction(
        facts.map(([name, key]) => {
          const value = input[name];
          if (value === null) return ctx.prisma.setting.deleteMany({ where: { key } });
          const { description } = siteFactLabels[name];
          return ctx.prisma.setting.upsert({ where: { key }, create: { key, value, description }, update: { value } });
        }),
      );
      return siteFactsFromSettings(
        new Map(facts.flatMap(([name, key]) => (input[name] === null ? [] : [[key, input[name]] as [string, string]]))),
      );
    }),

  memberSettings: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/member-settings",
        tags,
        protect: true,
        summary: "The rules for members' own listings",
        description:
          "`changesNeedApproval` (setting `members.changesNeedApproval`, default true): whether a member's change to their listing waits for staff. `postsNeedApproval` (setting `members.postsNeedApproval`, default true): whether a member's deal or job waits for staff.",
      },
    })
    .input(z.object({}))
    .output(memberSettingsOutput)
    .query(({ ctx }) => memberSettings(ctx)),

  updateMemberSettings: write
    .meta({
      requires: "owner",
      openapi: {
        method: "PUT",
        path: "/member-settings",
        tags,
        protect: true,
        summary: "Change the rules for members' own listings",
        description: "Each rule given is written to its setting row; one omitted keeps its value. Answers every rule.",
      },
    })
    .input(memberSettingsInput)
    .output(memberSettingsOutput)
    .mutation(async ({ ctx, input }) => {
      const rules = (Object.entries(memberSettingKeys) as [MemberSettingName, string][]).filter(
        ([name]) => input[name] !== undefined,
      );
      await ctx.prisma.$transaction(
        rules.map(([name, key]) => {
          const value = String(input[name]);
          const { label: description } = memberSettingLabels[name];
          return ctx.prisma.setting.upsert({ where: { key }, create: { key, value, description }, update: { value } });
        }),
      );
      // Read past the cache, which still holds the old rules until this write commits.
      const rows = await ctx.prisma.setting.findMany({
        where: { key: { startsWith: "members." } },
        select: { key: true, value: true },
      });
      return memberSettingsFromRows(new Map(rows.map((row) => [row.key, row.value])));
    }),

  list: adminProcedure
    .meta({
      // Not public: the raw rows are the owner's screen; others read /site-facts and /member-settings.
      requires: "owner",
      openapi: { method: "GET", path: "/settings", tags, protect: true, summary: "All settings by key" },
    })
    .input(listPagingQuery)
    .output(z.array(settingOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.prisma.setting.findMany({ select: settingSelect, orderBy: { key: "asc" } }),
        updatedAtOf("setting"),
      ),
    ),

  create: write
    .meta({
      requires: "owner",
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
      requires: "owner",
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
    .meta({
      requires: "owner",
      openapi: { method: "DELETE", path: "/settings/{key}", tags, protect: true, summary: "Delete a setting" },
    })
    .input(settingByKey)
    .output(z.object({ success: z.literal(true), key: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const exists = await ctx.prisma.setting.findUnique({ where: { key: input.key }, select: { id: true } });
      if (!exists) throw notFound("Setting");
      await deleteUndoably(ctx, "setting", input.key, (tx) => tx.setting.delete({ where: { key: input.key } }));
      return { success: true as const, key: input.key };
    }),

  restore: write
    .meta({
      requires: "owner",
      openapi: restoreOpenapi("/settings/{key}/restore", tags, "a setting"),
    })
    .input(settingByKey)
    .output(settingOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "setting", input.key, "Setting", (tx, row) =>
        tx.setting.create({ data: row as Prisma.SettingUncheckedCreateInput, select: settingSelect }),
      ),
    ),
});
