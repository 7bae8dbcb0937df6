// Board ('Board Members'): the Add Member dialog, inline editing, delete without confirmation, and
// the order by drag and drop or Move up / Move down, saved whole in one call (use-board-order.ts).
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Group, Text } from "@mantine/core";
import { useState } from "react";
import { RoleGate } from "#web/components/admin/layout/staff-context.tsx";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { EntityFormModal } from "#web/components/admin/scaffold/EntityFormModal.tsx";
import { InlineFormCard } from "#web/components/admin/scaffold/InlineFormCard.tsx";
import { useAdminListTab } from "#web/components/admin/scaffold/use-admin-list-tab.tsx";
import { listById, useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { trpc } from "#web/lib/trpc.ts";
import { BoardMemberForm } from "./BoardMemberForm.tsx";
import type { AdminBoardMember } from "./board-form.ts";
import { moveBy, moveTo, nextOrder } from "./board-order.ts";
import { SortableMember } from "./SortableMember.tsx";
import { useBoardOrder } from "./use-board-order.ts";

export function BoardTab() {
  const members = trpc.boardMember.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.boardMember.delete.useMutation();
  const restore = trpc.boardMember.restore.useMutation();
  const [editingId, setEditingId] = useState<number | null>(null);
  const order = useBoardOrder();
  const tab = useAdminListTab<AdminBoardMember>({
    section: { id: "board", title: "Board Members", add: "Add Member" },
    noun: { one: "board member", many: "board members" },
    remove: (member) => remove.mutateAsync({ id: member.id }),
    restore: (member) => restore.mutateAsync({ id: member.id }),
    onRestored: (restored) => view.reveal(restored),
    onDeleted: () => utils.boardMember.invalidate(),
  });
  const view = useListView<AdminBoardMember>({
    ...listById(members),
    noun: { one: "board member", many: "board members" },
    text: (member) => [member.name, member.title, member.company],
    pageSize: 20,
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const list = members.data ?? [];
  const ids = list.map((member) => member.id);
  const nameOf = (id: unknown) => list.find((member) => member.id === id)?.name ?? "member";
  const placeOf = (id: unknown) => `${ids.indexOf(id as number) + 1} of ${ids.length}`;
  // What a screen reader hears while dragging with the keyboard: names and places, not ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, place ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over place ${placeOf(over.id)}.` : `${nameOf(active.id)} is not over a place.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at place ${placeOf(over.id)}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    order.save(list, moveTo(ids, ids.indexOf(active.id as number), ids.indexOf(over.id as number)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To reorder, press Space or Enter to pick the member up, the arrow keys to move, and Space or Enter again to drop, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <AdminList
          {...tab.section}
          query={members}
          view={view}
          layout="compact"
          after={
            <EntityFormModal dialog={tab.dialog} addTitle="Add Member">
              {(_, onDone) => <BoardMemberForm member={null} newOrder={nextOrder(list)} onDone={onDone} />}
            </EntityFormModal>
          }
        >
          {(member) => (
            <SortableMember
              id={member.id}
              name={member.name}
              first={ids[0] === member.id}
              last={ids[ids.length - 1] === member.id}
              disabled={editingId !== null}
              onMove={(offset) => order.save(list, moveBy(ids, member.id, offset))}
            >
              {(orderControls) =>
                editingId === member.id ? (
                  <InlineFormCard
                    title="Edit Member"
                    label={`Edit ${member.name}`}
                    onClose={() => setEditingId(null)}
                    openerKey={`edit ${member.name}`}
                  >
                    <BoardMemberForm member={member} newOrder={member.order} onDone={() => setEditingId(null)} />
                  </InlineFormCard>
                ) : (
                  <AdminCard
                    variant="row"
                    padding="md"
                    label={member.name}
                    heading={member.name}
                    headingSize="h5"
                    actions={
                      <Group gap="xs" wrap="wrap">
                        <RoleGate requires="editor">{orderControls}</RoleGate>
                        {tab.itemActions(member, member.name, () => setEditingId(member.id))}
                      </Group>
                    }
                  >
                    <Text size="sm">{member.title}</Text>
                    {member.company && (
                      <Text size="sm" c="dimmed">
                        {member.company}
                      </Text>
                    )}
                  </AdminCard>
                )
              }
            </SortableMember>
          )}
        </AdminList>
      </SortableContext>
    </DndContext>
  );
}
