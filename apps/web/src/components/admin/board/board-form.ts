// Board member form values ↔ the API input: the display order is typed as text and parsed as an
// integer, falling back to 0 (SPEC §5).
import { type BoardMemberInput, boardMemberInput, parseOrder } from "@chamber/core";
import type { FormErrors } from "@mantine/form";
import type { RouterOutputs } from "../trpc.ts";
import { zodResolver } from "../zod-form.ts";

export type AdminBoardMember = RouterOutputs["boardMember"]["list"][number];

export interface BoardMemberFormValues {
  name: string;
  title: string;
  company: string;
  order: string;
}

export function boardMemberFormValues(member?: AdminBoardMember | null): BoardMemberFormValues {
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

export function validateBoardMemberForm(values: BoardMemberFormValues): FormErrors {
  return resolve(boardMemberFormToInput(values));
}
