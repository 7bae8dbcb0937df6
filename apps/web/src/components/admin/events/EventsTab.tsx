// Events ('Event Calendar'): cards with Upcoming/Past, Featured and Published/Draft badges, the
// add/edit dialog, confirmed delete. Dates read in the site's zone.
import { isUpcoming } from "@chamber/core";
import { Badge, Text } from "@mantine/core";
import { formatSiteDate } from "../../../lib/admin/site-zone.ts";
import { trpc } from "../../../lib/trpc.ts";
import { FeaturedBadge } from "../../ui/FeaturedBadge.tsx";
import classes from "../admin.module.css";
import { Schedule } from "../fields/Schedule.tsx";
import { AddButton } from "../scaffold/AddButton.tsx";
import { AdminCard } from "../scaffold/AdminCard.tsx";
import { AdminList } from "../scaffold/AdminList.tsx";
import { EntityFormModal } from "../scaffold/EntityFormModal.tsx";
import { ItemActions } from "../scaffold/ItemActions.tsx";
import { PublishedBadge } from "../scaffold/PublishedBadge.tsx";
import { useDeleteItem } from "../scaffold/use-delete-item.tsx";
import { useFormDialog } from "../scaffold/use-form-dialog.ts";
import { EventForm } from "./EventForm.tsx";
import type { AdminEvent } from "./event-form.ts";

export function EventsTab() {
  const events = trpc.event.list.useQuery({ scope: "all" });
  const utils = trpc.useUtils();
  const remove = trpc.event.delete.useMutation();
  const dialog = useFormDialog<AdminEvent>();
  const deletion = useDeleteItem<AdminEvent>({
    remove: (event) => remove.mutateAsync({ id: event.id }),
    success: "Event deleted successfully",
    failure: "Failed to delete event",
    onDeleted: () => utils.event.invalidate(),
    confirm: {
      title: "Delete event",
      question: "Are you sure you want to delete this event?",
      name: (event) => event.title,
    },
  });
  const now = new Date();

  return (
    <AdminList
      id="events"
      title="Event Calendar"
      actions={<AddButton label="Add Event" onClick={() => dialog.open()} />}
      query={events}
      empty="No events yet."
      what="events"
      layout="grid"
      itemKey={(event) => event.id}
      after={
        <>
          <EntityFormModal dialog={dialog} addTitle="Add Event" editTitle="Edit Event">
            {(event, onDone) => <EventForm event={event} onDone={onDone} />}
          </EntityFormModal>
          {deletion.confirmModal}
        </>
      }
    >
      {(event) => (
        <AdminCard
          variant="tile"
          label={event.title}
          heading={event.title}
          badges={
            <>
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
            </>
          }
          actions={
            <ItemActions
              name={event.title}
              onEdit={() => dialog.open(event)}
              onDelete={() => deletion.request(event)}
              deleting={deletion.isDeleting(event)}
            />
          }
        >
          <Text size="sm" c="dimmed" tt="capitalize">
            {event.category}
          </Text>
          <Text size="sm" fw={500}>
            {formatSiteDate(event.date, "full")}
          </Text>
          <Text size="sm" className={classes.preWrap} lineClamp={4}>
            {event.description}
          </Text>
          <Text size="sm" className={classes.breakAnywhere}>
            {event.location}
          </Text>
          <Schedule publishedAt={event.publishedAt} unlistAt={event.unlistAt} />
        </AdminCard>
      )}
    </AdminList>
  );
}
