// /account/businesses/$id/events/new: "Submit an event" for one of the member's businesses, its
// organizer. Like a visitor's, the event is shown once staff approve it; the member is told by mail.
import "./account-styles.ts";
import { Alert, Anchor, Container, Loader, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { CategorySelect } from "#web/components/admin/fields/CategorySelect.tsx";
import { DescriptionField } from "#web/components/admin/fields/DescriptionField.tsx";
import { SiteDateTimeField } from "#web/components/admin/fields/SiteDateTimeField.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { trpc } from "#web/lib/trpc.ts";
import { AccountMessage, AccountReadFailed } from "./AccountBusinessPage.tsx";
import { AlertTitle } from "./AlertTitle.tsx";
import { accountEventFormSpec, type EventOrganizer } from "./account-event-form.ts";

export function AccountEventPage({ id }: { id: number }) {
  const business = trpc.account.business.useQuery({ id }, { retry: false });
  const me = trpc.account.me.useQuery({}, { retry: false });
  const failed = business.error ?? me.error;
  if (failed) return <AccountReadFailed error={failed} />;
  if (!business.data || !me.data)
    return (
      <AccountMessage title="Submit an event">
        <Loader size="sm" role="status" aria-label="Loading" />
      </AccountMessage>
    );
  const { listing } = business.data;
  const organizer = { businessId: id, businessName: listing.name, address: listing.address, ...me.data };
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor href={`/account/businesses/${id}`} size="sm">
          {listing.name}
        </Anchor>
        <Title order={2} size="h2">
          Submit an event
        </Title>
        <Text size="sm" c="dimmed">
          {listing.name} is its organizer. The chamber reviews every event before it is shown, and writes to the
          organizer's e-mail when it is published.
        </Text>
        <AccountEventForm organizer={organizer} />
      </Stack>
    </Container>
  );
}

function AccountEventForm({ organizer }: { organizer: EventOrganizer }) {
  const send = trpc.account.submitEvent.useMutation();
  const [sent, setSent] = useState(0);
  const { form, submit } = useEntityForm(accountEventFormSpec(organizer), {
    item: null,
    save: (input) => send.mutateAsync(input),
    onSaved: () => {
      setSent((count) => count + 1);
      form.reset();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Submit an event">
      <Stack gap="sm">
        {sent > 0 && (
          <Alert color="green" role="status" title={<AlertTitle>Sent</AlertTitle>}>
            The chamber will review your event. You can send another.
          </Alert>
        )}
        <TextInput label="Event title" required {...form.getInputProps("title")} />
        <DescriptionField form={form} />
        <SiteDateTimeField label="Date" timeLabel="Start time" required {...form.getInputProps("date")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Location" required {...form.getInputProps("location")} />
          <CategorySelect form={form} kind="event" />
        </SimpleGrid>
        <TextInput label="Event website" description="Optional" {...form.getInputProps("website")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Organizer name" required {...form.getInputProps("organizerName")} />
          <TextInput label="Organizer email" type="email" required {...form.getInputProps("organizerEmail")} />
        </SimpleGrid>
        <FormActions submitLabel="Send event" pending={send.isPending} onCancel={() => form.reset()} />
      </Stack>
    </form>
  );
}
