// The activity log as staff read it (docs/product.md "Activity"): who changed what, when, and the
// fields old → new, for editors and owners (a moderator's work is answering people, not auditing
// the team). The entries are written by the database itself (activity/actor.ts); this only reads.
import { activityPage as activityPageOutput, activityPerson, activityQuery } from "@chamber/core/schemas";
import { z } from "zod";
import { adminProcedure, router } from "../trpc.ts";
import { activityPage } from "./activity-read.ts";

const tags = ["activity"];

export const activityRouter = router({
  list: adminProcedure
    .meta({
      requires: "editor",
      openapi: {
        method: "GET",
        path: "/activity",
        tags,
        protect: true,
        summary: "The activity log",
        description:
          "Every recorded change, newest first, `limit` at a time (50 unless said, at most 100): pass the answer's `nextCursor` as `cursor` for the next page. Filters combine. `from` and `to` take a date (YYYY-MM-DD, a whole day in the site's time zone) or an ISO instant. Editors and owners only (403 for a moderator). `GET /activity.csv` answers the same filters as a spreadsheet.",
      },
    })
    .input(activityQuery)
    .output(activityPageOutput)
    .query(({ ctx, input }) => activityPage(ctx.prisma, input, ctx.zone)),

  people: adminProcedure
    .meta({
      requires: "editor",
      openapi: {
        method: "GET",
        path: "/activity/people",
        tags,
        protect: true,
        summary: "Staff and API tokens, for the activity log's filter",
        description: "Every staff account and API token (revoked ones too: their changes stay in the log), by name.",
      },
    })
    .input(z.object({}))
    .output(z.array(activityPerson))
    .query(async ({ ctx }) => {
      const [staff, tokens] = await Promise.all([
        ctx.prisma.adminUser.findMany({ select: { id: true, name: true, email: true, role: true } }),
        ctx.prisma.apiToken.findMany({ select: { id: true, name: true, role: true } }),
      ]);
      const people = [
        ...staff.map((person) => ({
          actor: `staff:${person.id}`,
          kind: "staff" as const,
          id: person.id,
          name: person.name || person.email,
          role: person.role,
        })),
        ...tokens.map((token) => ({
          actor: `token:${token.id}`,
          kind: "token" as const,
          id: token.id,
          name: token.name,
          role: token.role,
        })),
      ];
      return people.sort((a, b) => a.name.localeCompare(b.name) || a.actor.localeCompare(b.actor));
    }),
});
