// Events ('Event Calendar'): search, status, category and upcoming/past filters and pages over the
// cards with Upcoming/Past, Featured and Published/Draft badges, the add/edit dialog, confirmed
// delete (for an occurrence of a series: this occurrence or the whole series), and each event's
// registrations (counts on the card, the people and settings in a dialog). Dates read in the site's zone.

import type { RegistrationCounts } from "@chamber/core/schemas";
import { Badge, Button, Group, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { Schedule } from "#web/components/admin/fields/Schedule.tsx";
import {
  RegistrationsDialog,
  type RegistrationsTab,
} from "#web/components/admin/registrations/RegistrationsDialog.tsx";
import { countsText } from "#web/components/admin/registrations/registration-text.ts";
import {
  takesRegistrations,
  useRegistrationCounts,
} from "#web/components/admin/registrations/use-registration-counts.ts";
import { AddButton } from "#web/components/admin/scaffold/AddButton.tsx";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { EntityFormModal } from "#web/components/admin/scaffold/EntityFormModal.tsx";
import { ItemActions } from "#web/components/admin/scaffold/ItemActions.tsx";
import { PublishedBadge, ScheduleBadge, UpcomingBadge } from "#web/components/admin/scaffold/StatusBadge.tsx";
import { useFormDialog } from "#web/components/admin/scaffold/use-form-dialog.ts";
import { listById, useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { PendingSubmissions } from "#web/components/admin/submissions/PendingSubmissions.tsx";
import { StatusBadge } from "#web/components/events/EventBadges.tsx";
import { FeaturedBadge } from "#web/components/ui/FeaturedBadge.tsx";
// Not IconUsers: an icon the home page shares with a dashboard chunk becomes a chunk of its own there.
import { IconTicket } from "#web/components/ui/icons.ts";
import { listStatuses } from "#web/lib/admin/list-search.ts";
import { eventTime, listingStatus } from "#web/lib/admin/list-view.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { EventForm } from "./EventForm.tsx";
import type { AdminEvent } from "./event-form.ts";
import { useEventDelete } from "./use-event-delete.tsx";

export function EventsTab() {
  const events = trpc.event.list.useQuery({ scope: "all" });
  const utils = trpc.useUtils();
  const dialog = useFormDialog<AdminEvent>();
  const deletion = useEventDelete({
    events: events.data,
    onChanged: () => Promise.all([utils.event.invalidate(), utils.eventSeries.invalidate()]),
    // The edit dialog of what was deleted has nothing left to edit.
    onDeleted: (deleted, scope) => {
      const editing = dialog.opened ? dialog.item : null;
      const gone =
        editing?.id === deleted.id ||
        (scope === "series" && editing?.seriesId != null && editing.seriesId === deleted.seriesId);
      if (gone) dialog.close();
    },
    onRestored: (restored) => view.reveal(restored),
  });
  const [registrations, setRegistrations] = useState<{ event: AdminEvent; tab: RegistrationsTab } | null>(null);
  const actions = (event: AdminEvent) => (
    <Group gap="xs">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconTicket size={14} aria-hidden />}
        onClick={() => setRegistrations({ event, tab: "people" })}
      >
        Registrations<VisuallyHidden> for {event.title}</VisuallyHidden>
      </Button>
      <ItemActions
        name={event.title}
        onEdit={() => dialog.open(event)}
        onDelete={() => deletion.request(event)}
        deleting={deletion.isDeleting(event)}
      />
    </Group>
  );
  const view = useListView<AdminEvent>({
    ...listById(events),
    noun: { one: "event", many: "events" },
    text: (event) => [event.title, event.description, event.category, event.location],
    status: { of: listingStatus, choices: listStatuses },
    category: (event) => event.category,
    when: eventTime,
    pageSize: 12,
    table: true,
  });
  const counts = useRegistrationCounts(view.pageItems.map((event) => event.id));
  const now = new Date();

  return (
    <AdminList
      id="events"
      title="Event Calendar"
      actions={<AddButton label="Add Event" onClick={() => dialog.open()} />}
      what="events"
      before={<PendingSubmissions kind="event" />}
      query={events}
      view={view}
      table={{
        caption: "Events",
        columns: [
          { header: "Title", cell: (event) => event.title },
          {
            header: "Date",
            cell: (event) => (
              <span className={classes.noWrap}>
                {formatSiteDate(event.date, "card")}, {formatSiteDate(event.date, "time")}
              </span>
            ),
          },
          {
            header: "Status",
            cell: (event) => (
              <Group gap={4}>
                <UpcomingBadge date={event.date} now={now} />
                {event.featured && <FeaturedBadge />}
                <PublishedBadge published={event.published} />
                <ScheduleBadge item={event} />
              </Group>
            ),
          },
          {
            header: "Category",
            cell: (event) => (
              <Text span tt="capitalize" inherit>
                {event.category}
              </Text>
            ),
          },
          { header: "Location", cell: (event) => event.location },
        ],
        actions,
      }}
      layout="grid"
      after={
        <>
          <EntityFormModal dialog={dialog} addTitle="Add Event" editTitle="Edit Event">
            {(event, onDone) => (
              <EventForm
                event={event}
                onDone={onDone}
                onDelete={event ? (scope) => deletion.request(event, scope) : undefined}
              />
            )}
          </EntityFormModal>
          {deletion.modal}
          <RegistrationsDialog
            event={registrations?.event ?? null}
            tab={registrations?.tab ?? "people"}
            onClose={() => setRegistrations(null)}
          />
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
              <UpcomingBadge date={event.date} now={now} />
              <StatusBadge status={event.status} size="sm" />
              {event.seriesId !== null && (
                <Badge size="sm" radius="sm" tt="none" variant="outline" color="gray.8">
                  Repeats
                </Badge>
              )}
              {event.featured && <FeaturedBadge />}
              <PublishedBadge published={event.published} />
              <ScheduleBadge item={event} />
            </>
          }
          actions={actions(event)}
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
          <RegistrationLine counts={counts.get(event.id)} />
        </AdminCard>
      )}
    </AdminList>
  );
}

function RegistrationLine({ counts }: { counts: RegistrationCounts | undefined }) {
  if (!takesRegistrations(counts)) return null;
  return (
    <Text size="sm" fw={500} data-testid="event-registration-counts">
      {countsText(counts)}
    </Text>
  );
}
