// The Add Event / edit dialog with every field of SPEC §3.

import { eventCategoryPresets } from "@chamber/core";
import { SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type AdminEvent,
  type EventFormValues,
  eventFieldMap,
  eventFormToInput,
  eventFormValues,
  validateEventForm,
} from "../../../lib/admin/event-form.ts";
import { applyServerErrors } from "../../../lib/admin/form-errors.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { trpc } from "../../../lib/trpc.ts";
import { AdminModal } from "../shared/AdminModal.tsx";
import { CategoryFields } from "../shared/CategoryFields.tsx";
import { FormActions } from "../shared/FormActions.tsx";
import { ScheduleFields } from "../shared/ScheduleFields.tsx";
import { SiteDateTimePicker } from "../shared/SiteDateTimePicker.tsx";
import { SITE_ZONE_LABEL } from "../shared/zone.ts";

export interface EventFormModalProps {
  opened: boolean;
  /** The event being edited, or null to add one. */
  event: AdminEvent | null;
  onClose: () => void;
}

export function EventFormModal({ opened, event, onClose }: EventFormModalProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={event ? "Edit Event" : "Add Event"}>
      <EventForm key={event?.id ?? "new"} event={event} onDone={onClose} />
    </AdminModal>
  );
}

function EventForm({ event, onDone }: { event: AdminEvent | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.event.create.useMutation();
  const update = trpc.event.update.useMutation();
  const form = useForm<EventFormValues>({
    mode: "controlled",
    initialValues: eventFormValues(event),
    validate: validateEventForm,
  });

  const submit = form.onSubmit(async (values) => {
    const input = eventFormToInput(values);
    const done = await writeWithToasts(
      async () => {
        if (event) await update.mutateAsync({ ...input, id: event.id });
        else await create.mutateAsync(input);
      },
      {
        success: event ? "Event updated successfully" : "Event created successfully",
        failure: event ? "Failed to update event" : "Failed to create event",
        onFailure: (error) => applyServerErrors(form, error, { fieldMap: eventFieldMap(values) }),
      },
    );
    if (!done) return;
    onDone();
    void utils.event.invalidate();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" required data-autofocus {...form.getInputProps("title")} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("description")}
        />
        <CategoryFields form={form} presets={eventCategoryPresets} />
        <SiteDateTimePicker
          label="Date"
          description={`When the event starts (${SITE_ZONE_LABEL})`}
          required
          {...form.getInputProps("date")}
        />
        <TextInput label="Location" required {...form.getInputProps("location")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Switch label="Featured" {...form.getInputProps("featured", { type: "checkbox" })} />
          <Switch label="Published" {...form.getInputProps("published", { type: "checkbox" })} />
        </SimpleGrid>
        <ScheduleFields form={form} />
        <FormActions
          submitLabel={event ? "Update Event" : "Create Event"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
