// Board ('Board Members'): the Add Member dialog, inline editing, delete without confirmation.
import { Text } from "@mantine/core";
import { useState } from "react";
import { trpc } from "../../../lib/trpc.ts";
import { AddButton } from "../scaffold/AddButton.tsx";
import { AdminCard } from "../scaffold/AdminCard.tsx";
import { AdminList } from "../scaffold/AdminList.tsx";
import { EntityFormModal } from "../scaffold/EntityFormModal.tsx";
import { InlineFormCard } from "../scaffold/InlineFormCard.tsx";
import { ItemActions } from "../scaffold/ItemActions.tsx";
import { useDeleteItem } from "../scaffold/use-delete-item.tsx";
import { useFormDialog } from "../scaffold/use-form-dialog.ts";
import { BoardMemberForm } from "./BoardMemberForm.tsx";
import type { AdminBoardMember } from "./board-form.ts";

export function BoardTab() {
  const members = trpc.boardMember.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.boardMember.delete.useMutation();
  const adding = useFormDialog<AdminBoardMember>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const deletion = useDeleteItem<AdminBoardMember>({
    remove: (member) => remove.mutateAsync({ id: member.id }),
    success: "Board member deleted successfully",
    failure: "Failed to delete board member",
    onDeleted: () => utils.boardMember.invalidate(),
  });

  return (
    <AdminList
      id="board"
      title="Board Members"
      actions={<AddButton label="Add Member" onClick={() => adding.open()} />}
      query={members}
      empty="No board members yet."
      what="board members"
      layout="compact"
      itemKey={(member) => member.id}
      after={
        <EntityFormModal dialog={adding} addTitle="Add Member">
          {(_, onDone) => <BoardMemberForm member={null} onDone={onDone} />}
        </EntityFormModal>
      }
    >
      {(member) =>
        editingId === member.id ? (
          <InlineFormCard title="Edit Member" label={`Edit ${member.name}`}>
            <BoardMemberForm member={member} onDone={() => setEditingId(null)} />
          </InlineFormCard>
        ) : (
          <AdminCard
            variant="row"
            padding="md"
            label={member.name}
            heading={member.name}
            headingSize="h5"
            actions={
              <ItemActions
                name={member.name}
                onEdit={() => setEditingId(member.id)}
                onDelete={() => deletion.request(member)}
                deleting={deletion.isDeleting(member)}
              />
            }
          >
            <Text size="sm">{member.title}</Text>
            {member.company && (
              <Text size="sm" c="dimmed">
                {member.company}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Display order {member.order}
            </Text>
          </AdminCard>
        )
      }
    </AdminList>
  );
}
