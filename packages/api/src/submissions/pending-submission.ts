// The submission a decision (approve or reject) takes: locked for the decision's transaction, so
// two staff deciding at once cannot both publish it or mail the submitter twice.
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { notFound } from "../trpc.ts";

/** The pending submission `id`, locked for this transaction; 404 if none, 409 if already decided. */
export async function lockPending(tx: Prisma.TransactionClient, id: number) {
  await tx.$executeRaw`SELECT 1 FROM "Submission" WHERE "id" = ${id} FOR UPDATE`;
  const row = await tx.submission.findUnique({ where: { id } });
  if (!row) throw notFound("Submission");
  if (row.status !== "pending")
    throw new TRPCError({ code: "CONFLICT", message: `This submission was already ${row.status}` });
  return row;
}
