// Importing subscribers from a CSV file (docs/decisions/037-newsletter-double-opt-in.md): the
// file is read as the business import reads one (imports/read-csv.ts: encoding, delimiter, limits),
// each row checked as the sign-up form checks it, and, unless a dry run, applied in the
// procedure's one transaction. Staff saying "these people already agreed" confirms them at once;
// otherwise each is pending and mailed a confirmation link. An address that unsubscribed or
// bounced is never subscribed again by an import: only its owner can sign up again.
import { newsletterInput, subscriberImportInput, subscriberImportResult } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import { IMPORT_ROLE } from "../contract/import-upload-openapi.ts";
import { readCsv } from "../imports/read-csv.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { writeProcedure } from "../trpc.ts";
import { signUp } from "./subscriber-rules.ts";

type Row = z.input<typeof subscriberImportResult>["rows"][number];

const emailColumn = /^e-?mail(\s*address)?$/i;
const listsColumn = /^(newsletter\s*)?lists?$/i;

/** The lists a cell names, separated by spaces, commas, semicolons or bars ("news events"). */
const listsOf = (cell: string | undefined) =>
  cell?.trim()
    ? cell
        .toLowerCase()
        .split(/[\s,;|]+/)
        .filter(Boolean)
    : undefined;

export const subscriberImport = writeProcedure()
  .meta({ requires: IMPORT_ROLE })
  .input(subscriberImportInput)
  .output(subscriberImportResult)
  .mutation(async ({ ctx, input }) => {
    const table = readCsv(input.file);
    const emailAt = table.columns.findIndex((column) => emailColumn.test(column));
    const listsAt = table.columns.findIndex((column) => listsColumn.test(column));
    if (emailAt < 0)
      throw new TRPCError({ code: "BAD_REQUEST", message: 'The file needs an "email" column (and may have "lists")' });

    const cellsOf = table.records.map(({ row, cells }) => ({
      row,
      email: (cells[emailAt] ?? "").trim().toLowerCase(),
      lists: listsAt < 0 ? undefined : listsOf(cells[listsAt]),
    }));
    const emails = cellsOf.map((cell) => cell.email);
    const [existing, members] = await Promise.all([
      ctx.prisma.newsletterSubscription.findMany({
        where: { email: { in: emails } },
        select: { email: true, status: true },
      }),
      ctx.prisma.member.findMany({ where: { email: { in: emails } }, select: { email: true } }),
    ]);
    const statusOf = new Map(existing.map((row) => [row.email, row.status]));
    const memberAddresses = new Set(members.map((member) => member.email.toLowerCase()));
    const firstRow = new Map<string, number>();

    const rows: Row[] = [];
    const accepted: { email: string; lists: z.output<typeof newsletterInput>["lists"] }[] = [];
    for (const cell of cellsOf) {
      const parsed = newsletterInput.safeParse({ email: cell.email, lists: cell.lists });
      const errors = parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
      if (parsed.success && parsed.data.lists?.includes("members") && !memberAddresses.has(cell.email))
        errors.push("lists: members-only is for the address of a member account");
      const seen = firstRow.get(cell.email);
      if (seen !== undefined) errors.push(`email: already in row ${seen}`);
      else firstRow.set(cell.email, cell.row);
      if (!parsed.success || errors.length > 0) {
        rows.push({ row: cell.row, email: cell.email, action: "refused", errors });
        continue;
      }
      const status = statusOf.get(cell.email);
      if (status === "unsubscribed" || status === "bounced") {
        rows.push({
          row: cell.row,
          email: cell.email,
          action: "unchanged",
          note: `${status}: only they can sign up again`,
        });
      } else if (status === "confirmed") {
        rows.push({ row: cell.row, email: cell.email, action: "unchanged", note: "already confirmed" });
      } else {
        rows.push({ row: cell.row, email: cell.email, action: status ? "update" : "add" });
        accepted.push({ email: cell.email, lists: parsed.data.lists });
      }
    }

    let mailed = 0;
    if (!input.dryRun) {
      for (const signUpRow of accepted) {
        const { mail } = await signUp(ctx.prisma, ctx, { ...signUpRow, consented: input.consented });
        if (mail) mailed += (await enqueueMail(ctx.prisma, ctx, mail)).length;
      }
      if (mailed > 0) ctx.mail?.wake?.();
    }
    const count = (action: Row["action"]) => rows.filter((row) => row.action === action).length;
    return {
      dryRun: input.dryRun,
      consented: input.consented,
      rows,
      added: count("add"),
      updated: count("update"),
      unchanged: count("unchanged"),
      refused: count("refused"),
      mailed,
    };
  });
