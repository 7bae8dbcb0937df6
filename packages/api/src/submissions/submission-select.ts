// A submission as staff read it: the columns a read selects, and the row made into the answer
// (the payload read with its kind's fields, the photo it names), for the admin's reads and for
// the answer of every decision.
import { type submissionOutput, submissionPayload } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import type { z } from "zod";
import { imageSelect } from "../images/image-reference.ts";

export const submissionSelect = {
  id: true,
  kind: true,
  status: true,
  payload: true,
  businessId: true,
  createdAt: true,
  decidedAt: true,
  reason: true,
  resultId: true,
} satisfies Prisma.SubmissionSelect;

type Row = Prisma.SubmissionGetPayload<{ select: typeof submissionSelect }>;
/** A submission as answered, before the output schema turns its dates into text. */
type Answer = z.input<typeof submissionOutput>;

/** The image a payload names, if any (staff's edits are validated only on approval). */
export const payloadImageId = (payload: unknown): number | null => {
  const value = (payload as { imageId?: unknown } | null)?.imageId;
  return typeof value === "number" && Number.isInteger(value) ? value : null;
};

/**
 * The submissions as the admin reads them: the payload read with its kind's fields (it was
 * validated by them when it was stored), and the photo it names, still under review or not, so
 * staff see what they approve.
 */
export async function toOutputs(db: Prisma.TransactionClient, rows: Row[]): Promise<Answer[]> {
  const ids = [...new Set(rows.flatMap((row) => payloadImageId(row.payload) ?? []))];
  const images =
    ids.length === 0 ? [] : await db.image.findMany({ where: { id: { in: ids } }, select: imageSelect.select });
  const byId = new Map(images.map((image) => [image.id, image]));
  return rows.map((row) => {
    const image = byId.get(payloadImageId(row.payload) ?? 0) ?? null;
    return row.kind === "event"
      ? { ...row, image, kind: "event", payload: submissionPayload.event.parse(row.payload) }
      : { ...row, image, kind: "business", payload: submissionPayload.business.parse(row.payload) };
  });
}

export async function toOutput(db: Prisma.TransactionClient, row: Row) {
  const [output] = await toOutputs(db, [row]);
  return output as NonNullable<typeof output>;
}
