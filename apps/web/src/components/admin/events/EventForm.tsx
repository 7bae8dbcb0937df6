// The Add Event / Edit Event form with every field of docs/product.md §3.
import { eventCategoryPresets } from "@chamber/core";
import { Stack, TextInput } from "@mantine/core";
import { siteZoneName } from "../../../lib/admin/site-zone.ts";
import { trpc } from "../../../lib/trpc.ts";
import { CategoryFields } from "../fields/CategoryFields.tsx";
import { DescriptionField } from "../fields/DescriptionField.tsx";
import { ImageField } from "../fields/ImageField.tsx";
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" required data-autofocus {...form.getInputProps("title")} />
        <DescriptionField form={form} />
        <CategoryFields form={form} presets={eventCategoryPresets} />
        <SiteDateTimeField
          label="Date"
          timeLabel="Time"
          description={`When the event starts (${siteZoneName})`}
          required
          {...form.getInputProps("date")}
        />
        <TextInput label="Location" required {...form.getInputProps("location")} />
        <ImageField form={form} alt={form.getValues().title} />
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
