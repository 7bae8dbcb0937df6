// The Add Event / Edit Event form with every field of docs/product.md §3.
import { eventCategoryPresets, eventStatuses, eventStatusLabels } from "@chamber/core";
import { Checkbox, Select, Stack, TextInput } from "@mantine/core";
import { siteZoneName } from "../../../lib/admin/site-zone.ts";
import { trpc } from "../../../lib/trpc.ts";
import { CategoryFields } from "../fields/CategoryFields.tsx";
import { DescriptionField } from "../fields/DescriptionField.tsx";
import { ListingFields } from "../fields/ListingFields.tsx";
import { SiteDateTimeField } from "../fields/SiteDateTimeField.tsx";
import { FormActions } from "../scaffold/FormActions.tsx";
import { useEntityForm } from "../scaffold/use-entity-form.ts";
import { type AdminEvent, eventFormSpec } from "./event-form.ts";

export function EventForm({ event, onDone }: { event: AdminEvent | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.event.create.useMutation();
  const update = trpc.event.update.useMutation();
  const { form, submit } = useEntityForm(eventFormSpec, {
    item: event,
    save: (input) => (event ? update.mutateAsync({ ...input, id: event.id }) : create.mutateAsync(input)),
    onSaved: () => {
      onDone();
      void utils.event.invalidate();
    },
  });

  const { allDay, status } = form.getValues();

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" required data-autofocus {...form.getInputProps("title")} />
        <DescriptionField form={form} />
        <CategoryFields form={form} presets={eventCategoryPresets} />
        <Checkbox
          label="All day"
          description="Days only: no start or end time"
          {...form.getInputProps("allDay", { type: "checkbox" })}
        />
        <SiteDateTimeField
          label="Date"
          timeLabel="Time"
          description={allDay ? "The (first) day of the event" : `When the event starts (${siteZoneName})`}
          required
          {...form.getInputProps("date")}
        />
        <SiteDateTimeField
          label={allDay ? "Last day" : "Ends"}
          timeLabel="End time"
          description={allDay ? "Leave empty for a one-day event" : "Leave empty for the usual two hours"}
          clearable
          {...form.getInputProps("endDate")}
        />
        <Select
          label="Status"
          description="Cancelled and moved events keep their page; calendars and search engines are told"
          data={eventStatuses.map((value) => ({ value, label: eventStatusLabels[value] }))}
          allowDeselect={false}
          {...form.getInputProps("status")}
        />
        {(status === "rescheduled" || status === "postponed") && (
          <SiteDateTimeField
            label="Previous date"
            timeLabel="Previous time"
            description="When it was planned before; left empty, the date it had before this change is kept"
            clearable
            {...form.getInputProps("previousDate")}
          />
        )}
        {status === "movedOnline" && (
          <TextInput
            label="Online address"
            description="Where people join, e.g. a video meeting link"
            required
            {...form.getInputProps("onlineUrl")}
          />
        )}
        <TextInput label="Location" required {...form.getInputProps("location")} />
        <ListingFields form={form} />
        <FormActions
          submitLabel={event ? "Update Event" : "Create Event"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
