import { z } from "zod";
import { id, oneLineText, optionalOneLineText } from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";

/** docs/product.md §5: the display order is an integer, falling back to 0. */
export function parseOrder(value: unknown): number {
  const parsed = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : 0;
}

export const boardMemberInput = z.object({
  name: oneLineText("full name", limits.name),
  title: oneLineText("title", limits.title),
  company: optionalOneLineText("company", limits.name),
  order: z
    .number({ error: "Order must be a whole number" })
    .int("Order must be a whole number")
    .min(-10_000, "Order must be at least -10000")
    .max(10_000, "Order must be at most 10000")
    .nullish()
    .transform((value) => value ?? 0),
});
export type BoardMemberInput = z.input<typeof boardMemberInput>;

export const boardMemberOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  order: z.number().int(),
});
export type BoardMember = z.output<typeof boardMemberOutput>;

export const boardMemberUpdate = boardMemberInput.extend({ id: id() });

/**
 * The whole board in its new order, first to last: the admin's drag and drop or Move up/down,
 * saved in one call as orders 0..n-1, so no two members ever tie.
 */
export const boardMemberOrderInput = z.object({
  ids: z
    .array(id(), { error: "ids must be a list of member ids" })
    .max(1000, "ids can list at most 1000 members")
    .refine((ids) => new Set(ids).size === ids.length, "Each member may be listed only once"),
});
export type BoardMemberOrderInput = z.input<typeof boardMemberOrderInput>;
