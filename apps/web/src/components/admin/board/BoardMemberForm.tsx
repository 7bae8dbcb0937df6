// The board member form: in the Add Member dialog, and inline in place of a member being edited.
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type AdminBoardMember,
  type BoardMemberFormValues,
  boardMemberFormToInput,
  boardMemberFormValues,
  validateBoardMemberForm,
} from "../../../lib/admin/board-form.ts";
import { applyServerErrors } from "../../../lib/admin/form-errors.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { trpc } from "../../../lib/trpc.ts";
import { FormActions } from "../shared/FormActions.tsx";

export function BoardMemberForm({ member, onDone }: { member: AdminBoardMember | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.boardMember.create.useMutation();
  const update = trpc.boardMember.update.useMutation();
  const form = useForm<BoardMemberFormValues>({
    mode: "controlled",
    initialValues: boardMemberFormValues(member),
    validate: validateBoardMemberForm,
  });

  const submit = form.onSubmit(async (values) => {
    const input = boardMemberFormToInput(values);
    const done = await writeWithToasts(
      async () => {
        if (member) await update.mutateAsync({ ...input, id: member.id });
        else await create.mutateAsync(input);
      },
      {
        success: member ? "Board member updated successfully" : "Board member added successfully",
        failure: member ? "Failed to update board member" : "Failed to add board member",
        onFailure: (error) => applyServerErrors(form, error),
      },
    );
    if (!done) return;
    onDone();
    void utils.boardMember.invalidate();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full name" required data-autofocus {...form.getInputProps("name")} />
          <TextInput label="Title" required placeholder="e.g. Treasurer" {...form.getInputProps("title")} />
          <TextInput label="Company" description="Optional" {...form.getInputProps("company")} />
          <TextInput
            label="Display order"
            description="Lower numbers are listed first"
            inputMode="numeric"
            {...form.getInputProps("order")}
          />
        </SimpleGrid>
        <FormActions
          submitLabel={member ? "Update Member" : "Add Member"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
