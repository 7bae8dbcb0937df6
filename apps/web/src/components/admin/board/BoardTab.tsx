// Board ('Board Members'): the Add Member dialog, inline editing, delete without confirmation.
import { Text } from "@mantine/core";
import { useState } from "react";
import { trpc } from "../../../lib/trpc.ts";
import { AdminCard } from "../scaffold/AdminCard.tsx";
import { AdminList } from "../scaffold/AdminList.tsx";
import { EntityFormModal } from "../scaffold/EntityFormModal.tsx";
import { InlineFormCard } from "../scaffold/InlineFormCard.tsx";
import { useAdminListTab } from "../scaffold/use-admin-list-tab.tsx";
import { useListView } from "../scaffold/use-list-view.ts";
import { BoardMemberForm } from "./BoardMemberForm.tsx";
import type { AdminBoardMember } from "./board-form.ts";

export function BoardTab() {
  const members = trpc.boardMember.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.boardMember.delete.useMutation();
  const restore = trpc.boardMember.restore.useMutation();
  const [editingId, setEditingId] = useState<number | null>(null);
  const tab = useAdminListTab<AdminBoardMember>({
    section: { id: "board", title: "Board Members", add: "Add Member" },
    noun: { one: "board member", many: "board members" },
    remove: (member) => remove.mutateAsync({ id: member.id }),
    restore: (member) => restore.mutateAsync({ id: member.id }),
    onRestored: (restored) => view.reveal(restored),
    onDeleted: () => utils.boardMember.invalidate(),
  });
  const view = useListView<AdminBoardMember>({
    items: members.data,
    dataUpdatedAt: members.dataUpdatedAt,
    itemKey: (member) => member.id,
    noun: { one: "board member", many: "board members" },
    text: (member) => [member.name, member.title, member.company],
    pageSize: 20,
  });

  return (
    <AdminList
      {...tab.section}
      query={members}
      view={view}
      layout="compact"
      itemKey={(member) => member.id}
      after={
        <EntityFormModal dialog={tab.dialog} addTitle="Add Member">
          {(_, onDone) => <BoardMemberForm member={null} onDone={onDone} />}
        </EntityFormModal>
      }
    >
      {(member) =>
        editingId === member.id ? (
          <InlineFormCard
            title="Edit Member"
            label={`Edit ${member.name}`}
            onClose={() => setEditingId(null)}
            openerKey={`edit ${member.name}`}
          >
            <BoardMemberForm member={member} onDone={() => setEditingId(null)} />
          </InlineFormCard>
        ) : (
          <AdminCard
            variant="row"
            padding="md"
            label={member.name}
            heading={member.name}
            headingSize="h5"
            actions={tab.itemActions(member, member.name, () => setEditingId(member.id))}
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
