// The board member form: in the Add Member dialog, and inline in place of a member being edited.

import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { trpc } from "#web/lib/trpc.ts";
import { type AdminBoardMember, boardMemberFormSpec } from "./board-form.ts";

export interface BoardMemberFormProps {
  member: AdminBoardMember | null;
  /** A new member's order: after everyone else (board-order.ts nextOrder). */
  newOrder: number;
  onDone: () => void;
}

export function BoardMemberForm({ member, newOrder, onDone }: BoardMemberFormProps) {
  const utils = trpc.useUtils();
  const create = trpc.boardMember.create.useMutation();
  const update = trpc.boardMember.update.useMutation();
  const { form, submit } = useEntityForm(boardMemberFormSpec, {
    item: member,
    // The member's place in the list is kept on an edit, and a new member joins at the end.
    save: (input) =>
      member
        ? update.mutateAsync({ ...input, id: member.id, order: member.order })
        : create.mutateAsync({ ...input, order: newOrder }),
    onSaved: () => {
      onDone();
      void utils.boardMember.invalidate();
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full name" required data-autofocus {...form.getInputProps("name")} />
          <TextInput label="Title" required placeholder="e.g. Treasurer" {...form.getInputProps("title")} />
          <TextInput label="Company" description="Optional" {...form.getInputProps("company")} />
        </SimpleGrid>
        <FormActions
          submitLabel={member ? "Update Member" : "Add Member"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
          history={{ entity: "BoardMember", id: member?.id }}
        />
      </Stack>
    </form>
  );
}
