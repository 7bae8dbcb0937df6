// The owner's API tokens panel over REST and tRPC: list, make (shown once), revoke. The operator's
// `pnpm admin token …` does the same on the server (apps/server/src/cli/api-tokens.ts).
import { apiTokenCreate, apiTokenCreated, apiTokenOutput, idParam, listPagingQuery } from "@chamber/core/schemas";
import { z } from "zod";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { pageOfList } from "../paging/list-page.ts";
import { adminProcedure, notFound, router } from "../trpc.ts";
import { issueApiToken, listApiTokenRows, revokeApiTokenRow } from "./api-tokens.ts";

const tags = ["staff"];

export const apiTokenRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/tokens",
        tags,
        protect: true,
        summary: "API tokens",
        description:
          "Every API token, newest first, revoked ones included: its role, who made it (a name and e-mail, or `command line`), when it was last used, when it expires. Never the token itself. Owner only.",
      },
      requires: "owner",
    })
    .input(listPagingQuery)
    .output(z.array(apiTokenOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(ctx, input, await listApiTokenRows(ctx.prisma), {
        table: "apiToken",
        columns: ["createdAt", "revokedAt", "lastUsedAt"],
      }),
    ),

  create: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/tokens",
        tags,
        protect: true,
        summary: "Make an API token",
        description:
          "Answers 201 with the token (`chk_…`), shown this once: only its hash is kept. It acts with the role given (`editor` unless said) until revoked or until `expiresAt`, which must lie in the future. Owner only.",
      },
      requires: "owner",
      successStatus: 201,
    })
    .input(apiTokenCreate)
    .output(apiTokenCreated)
    .mutation(({ ctx, input }) => {
      if (input.expiresAt && input.expiresAt.getTime() <= ctx.now().getTime())
        throw fieldRefusal("expiresAt", "The expiry date must lie in the future");
      const createdById = ctx.admin.via === "session" ? ctx.admin.id : null;
      return issueApiToken(ctx.prisma, { ...input, createdById });
    }),

  revoke: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/tokens/{id}",
        tags,
        protect: true,
        summary: "Revoke an API token",
        description:
          "The token stops working at once; its row stays, marked revoked, for the record. Revoking twice keeps the first time. 404 for an unknown id. Owner only.",
      },
      requires: "owner",
    })
    .input(idParam)
    .output(apiTokenOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await revokeApiTokenRow(ctx.prisma, input.id, ctx.now());
      if (!row) throw notFound("API token");
      return row;
    }),
});
