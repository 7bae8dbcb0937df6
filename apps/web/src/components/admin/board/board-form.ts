// Board member form values ↔ the API input. The display order is not typed here: it is the
// member's place in the list, changed by dragging or Move up/down (board-order.ts); a new member
// joins at the end and an edit keeps the member's place.
import { type BoardMemberInput, boardMemberInput } from "@chamber/core/schemas";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type AdminBoardMember = RouterOutputs["boardMember"]["list"][number];

export interface BoardMemberFormValues {
  name: string;
  title: string;
  company: string;
}

export function boardMemberFormValues(member: AdminBoardMember | null): BoardMemberFormValues {
  return {
    name: member?.name ?? "",
    title: member?.title ?? "",
    company: member?.company ?? "",
  };
}

export function boardMemberFormToInput(values: BoardMemberFormValues): Omit<BoardMemberInput, "order"> {
  return {
    name: values.name,
    title: values.title,
    company: values.company || null,
  };
}

const resolve = zodResolver(boardMemberInput);

export const boardMemberFormSpec: EntityFormSpec<
  AdminBoardMember,
  BoardMemberFormValues,
  Omit<BoardMemberInput, "order">
> = {
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
