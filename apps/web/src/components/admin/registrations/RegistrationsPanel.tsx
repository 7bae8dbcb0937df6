// Everyone registered for an event, for staff: the counts, the list with the answers (confirmed,
// then the waitlist in order, then the cancelled), a person added by hand, cancelled (after asking)
// or moved from the waitlist, a message to everyone, the CSV download and the way to the door's view.
import type { StaffRegistration } from "@chamber/core/schemas";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { RoleGate } from "#web/components/admin/layout/staff-context.tsx";
import { CsvExport } from "#web/components/admin/messages/CsvExport.tsx";
import { ConfirmDeleteModal } from "#web/components/admin/scaffold/ConfirmDeleteModal.tsx";
import { InlineFormCard } from "#web/components/admin/scaffold/InlineFormCard.tsx";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { IconCircleCheck, IconMail, IconPlus } from "#web/components/ui/icons.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";
import { AddPersonForm } from "./AddPersonForm.tsx";
import { MessageForm } from "./MessageForm.tsx";
import { RegistrationRow } from "./RegistrationRow.tsx";
import { checkedInText, countsText } from "./registration-text.ts";

type Open = "add" | "message" | null;

export function RegistrationsPanel({ eventId, eventTitle }: { eventId: number; eventTitle: string }) {
  const utils = trpc.useUtils();
  const list = trpc.registration.list.useQuery({ id: eventId });
  const cancel = trpc.registration.cancel.useMutation();
  const promote = trpc.registration.promote.useMutation();
  const [open, setOpen] = useState<Open>(null);
  const [cancelling, setCancelling] = useState<StaffRegistration | null>(null);
  const data = list.data;
  const questions = data?.settings?.questions ?? [];

  const refresh = () => utils.registration.invalidate();
  const confirmCancel = async (person: StaffRegistration) => {
    const done = await writeWithToasts(() => cancel.mutateAsync({ id: eventId, registrationId: person.id }), {
      success: `${person.name}'s registration cancelled`,
      failure: "Failed to cancel the registration",
    });
    if (done) setCancelling(null);
    void refresh();
  };
  const promoteOne = (person: StaffRegistration) =>
    writeWithToasts(() => promote.mutateAsync({ id: eventId, registrationId: person.id }), {
      success: `${person.name} moved from the waitlist`,
      failure: "Failed to move them from the waitlist",
    }).then(refresh);

  return (
    <Stack gap="sm">
      {data && (
        <Text fw={500} data-testid="registration-counts">
          {countsText(data.counts)} · {checkedInText(data.counts.checkedIn, data.counts.confirmed)}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <ButtonLink
          to="/admin/events/$id/check-in"
          params={{ id: String(eventId) }}
          variant="filled"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
        >
          Check in at the door
        </ButtonLink>
        <CsvExport
          count={null}
          singular="registration"
          plural="registrations"
          countTestId="registrations-count"
          what={`the registrations for ${eventTitle}`}
          path={`/api/events/${eventId}/registrations.csv`}
          fileName={`registrations-${eventId}.csv`}
        />
        <RoleGate requires="editor">
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen("add")}>
            Add a person
          </Button>
          <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setOpen("message")}>
            Write to everyone
          </Button>
        </RoleGate>
      </Group>
      {open === "add" && (
        <InlineFormCard title="Add a person" titleSize="h5" onClose={() => setOpen(null)}>
          <AddPersonForm
            eventId={eventId}
            questions={questions}
            maxPlaces={data?.settings?.maxPlaces ?? 1}
            onDone={() => setOpen(null)}
          />
        </InlineFormCard>
      )}
      {open === "message" && (
        <InlineFormCard title="Write to everyone registered" titleSize="h5" onClose={() => setOpen(null)}>
          <MessageForm eventId={eventId} onDone={() => setOpen(null)} />
        </InlineFormCard>
      )}
      <ListState
        query={list}
        count={data?.registrations.length ?? 0}
        empty="Nobody has registered yet."
        what="the registrations"
      >
        <Stack gap="xs">
          {data?.registrations.map((registration) => (
            <RegistrationRow
              key={registration.id}
              registration={registration}
              questions={questions}
              onCancel={() => setCancelling(registration)}
              onPromote={() => void promoteOne(registration)}
              promoting={promote.isPending && promote.variables?.registrationId === registration.id}
            />
          ))}
        </Stack>
      </ListState>
      <ConfirmDeleteModal
        opened={cancelling !== null}
        title="Cancel registration"
        question="Cancel this registration? They are told by e-mail, and the first on the waitlist who fits takes the place."
        name={cancelling ? `${cancelling.name} (${cancelling.email})` : undefined}
        pending={cancel.isPending}
        confirmLabel="Cancel registration"
        onConfirm={() => cancelling && void confirmCancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </Stack>
  );
}
