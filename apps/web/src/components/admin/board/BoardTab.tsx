// Board ('Board Members'): the Add Member dialog, inline editing, delete without confirmation.
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import type { AdminBoardMember } from "../../../lib/admin/board-form.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { trpc } from "../../../lib/trpc.ts";
import classes from "../admin.module.css";
import { AdminModal } from "../shared/AdminModal.tsx";
import { ItemActions } from "../shared/ItemActions.tsx";
import { ListState } from "../shared/ListState.tsx";
import { SectionHeader } from "../shared/SectionHeader.tsx";
import { BoardMemberForm } from "./BoardMemberForm.tsx";

export function BoardTab() {
  const members = trpc.boardMember.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.boardMember.delete.useMutation();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  const deleteMember = async (member: AdminBoardMember) => {
    const done = await writeWithToasts(() => remove.mutateAsync({ id: member.id }), {
      success: "Board member deleted successfully",
      failure: "Failed to delete board member",
    });
    if (!done) return;
    await utils.boardMember.invalidate();
  };

  const list = members.data ?? [];
  return (
    <section aria-labelledby="admin-board-title">
      <SectionHeader title="Board Members" titleId="admin-board-title">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add Member
        </Button>
      </SectionHeader>
      <ListState query={members} count={list.length} empty="No board members yet." what="board members">
        <Stack gap="sm">
          {list.map((member) =>
            editingId === member.id ? (
              <Card key={member.id} withBorder padding="lg" component="section" aria-label={`Edit ${member.name}`}>
                <Title order={3} size="h4" mb="sm">
                  Edit Member
                </Title>
                <BoardMemberForm member={member} onDone={() => setEditingId(null)} />
              </Card>
            ) : (
              <Card key={member.id} withBorder padding="md" component="article" aria-label={member.name}>
                <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ flex: "1 1 220px", minWidth: 0 }}>
                    <Title order={3} size="h5" className={classes.breakAnywhere}>
                      {member.name}
                    </Title>
                    <Text size="sm">{member.title}</Text>
                    {member.company && (
                      <Text size="sm" c="dimmed">
                        {member.company}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      Display order {member.order}
                    </Text>
                  </Stack>
                  <ItemActions
                    name={member.name}
                    onEdit={() => setEditingId(member.id)}
                    onDelete={() => void deleteMember(member)}
                    deleting={remove.isPending && remove.variables?.id === member.id}
                  />
                </Group>
              </Card>
            ),
          )}
        </Stack>
      </ListState>
      <AdminModal opened={adding} onClose={() => setAdding(false)} title="Add Member">
        <BoardMemberForm member={null} onDone={() => setAdding(false)} />
      </AdminModal>
    </section>
  );
}
