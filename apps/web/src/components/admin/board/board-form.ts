// Board member form values ↔ the API input: the display order is typed as text and parsed as an
// integer, falling back to 0 (docs/product.md §5).
import { type BoardMemberInput, boardMemberInput, parseOrder } from "@chamber/core";
import type { RouterOutputs } from "../../../lib/trpc.ts";
import { zodResolver } from "../../../lib/zod-form.ts";
import type { EntityFormSpec } from "../scaffold/use-entity-form.ts";

export type AdminBoardMember = RouterOutputs["boardMember"]["list"][number];

export interface BoardMemberFormValues {
  name: string;
  title: string;
  company: string;
  order: string;
}

export function boardMemberFormValues(member: AdminBoardMember | null): BoardMemberFormValues {
  return {
    name: member?.name ?? "",
    title: member?.title ?? "",
    company: member?.company ?? "",
    order: member ? String(member.order) : "0",
  };
}

export function boardMemberFormToInput(values: BoardMemberFormValues): BoardMemberInput {
  return {
    name: values.name,
    title: values.title,
    company: values.company || null,
    order: parseOrder(values.order),
  };
}

const resolve = zodResolver(boardMemberInput);

export const boardMemberFormSpec: EntityFormSpec<AdminBoardMember, BoardMemberFormValues, BoardMemberInput> = {
  values: boardMemberFormValues,
  toInput: boardMemberFormToInput,
  validate: (values) => resolve(boardMemberFormToInput(values)),
  messages: {
    created: "Board member added successfully",
    updated: "Board member updated successfully",
    createFailed: "Failed to add board member",
    updateFailed: "Failed to update board member",
  },
};
