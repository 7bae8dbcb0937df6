// Events ('Event Calendar'): cards with Upcoming/Past, Featured and Published/Draft badges, the
// add/edit dialog, confirmed delete.

import { formatInZone, isUpcoming } from "@chamber/core";
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import type { AdminEvent } from "../../../lib/admin/event-form.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { trpc } from "../../../lib/trpc.ts";
import classes from "../admin.module.css";
import { ConfirmDeleteModal } from "../shared/ConfirmDeleteModal.tsx";
import { ListState } from "../shared/ListState.tsx";
import { Schedule } from "../shared/Schedule.tsx";
import { SectionHeader } from "../shared/SectionHeader.tsx";
import { FeaturedBadge, PublishedBadge } from "../shared/StatusBadges.tsx";
import { EventFormModal } from "./EventFormModal.tsx";

// The target stays while the dialog closes, so its content does not flash to an empty form.
interface Dialog {
  opened: boolean;
  event: AdminEvent | null;
}

export function EventsTab() {
  const events = trpc.event.list.useQuery({ scope: "all" });
  const utils = trpc.useUtils();
  const remove = trpc.event.delete.useMutation();
  const [dialog, setDialog] = useState<Dialog>({ opened: false, event: null });
  const [pendingDelete, setPendingDelete] = useState<AdminEvent | null>(null);

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const done = await writeWithToasts(() => remove.mutateAsync({ id: pendingDelete.id }), {
      success: "Event deleted successfully",
      failure: "Failed to delete event",
    });
    setPendingDelete(null);
    if (!done) return;
    await utils.event.invalidate();
  };

  const list = events.data ?? [];
  const now = new Date();
  return (
    <section aria-labelledby="admin-events-title">
      <SectionHeader title="Event Calendar" titleId="admin-events-title">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ opened: true, event: null })}
        >
          Add Event
        </Button>
      </SectionHeader>
      <ListState query={events} count={list.length} empty="No events yet." what="events">
        <div className={classes.cardGrid}>
          {list.map((event) => (
            <Card key={event.id} withBorder padding="lg" component="article" aria-label={event.title}>
              <Stack gap={6} h="100%">
                <Title order={3} size="h4" className={classes.breakAnywhere}>
                  {event.title}
                </Title>
                <Group gap={6}>
                  {isUpcoming(new Date(event.date), now) ? (
                    <Badge color="bluff.9" variant="filled">
                      Upcoming
                    </Badge>
                  ) : (
                    <Badge color="gray.7" variant="filled">
                      Past
                    </Badge>
                  )}
                  {event.featured && <FeaturedBadge />}
                  <PublishedBadge published={event.published} />
                </Group>
                <Text size="sm" c="dimmed" tt="capitalize">
                  {event.category}
                </Text>
                <Text size="sm" fw={500}>
                  {formatInZone(event.date, "full")}
                </Text>
                <Text size="sm" className={classes.preWrap} lineClamp={4}>
                  {event.description}
                </Text>
                <Text size="sm" className={classes.breakAnywhere}>
                  {event.location}
                </Text>
                <Schedule publishedAt={event.publishedAt} unlistAt={event.unlistAt} />
                <Group gap="xs" mt="auto" pt="sm">
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setDialog({ opened: true, event })}
                  >
                    Edit<VisuallyHidden> {event.title}</VisuallyHidden>
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setPendingDelete(event)}
                  >
                    Delete<VisuallyHidden> {event.title}</VisuallyHidden>
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </div>
      </ListState>
      <EventFormModal
        opened={dialog.opened}
        event={dialog.event}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDeleteModal
        opened={pendingDelete !== null}
        title="Delete event"
        question="Are you sure you want to delete this event?"
        name={pendingDelete?.title}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
