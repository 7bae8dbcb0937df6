// The Add Event / Edit Event form with every field of docs/product.md §3, the event's end and
// status, and for a new event whether it repeats (a series). Editing an occurrence of a series asks
// whether the change is for this occurrence or the whole series.
import { type EventInput, eventCategoryPresets, eventStatuses, eventStatusLabels } from "@chamber/core";
import { Alert, Button, Checkbox, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { siteZoneName } from "../../../lib/admin/site-zone.ts";
import { trpc } from "../../../lib/trpc.ts";
import { CategoryFields } from "../fields/CategoryFields.tsx";
import { DescriptionField } from "../fields/DescriptionField.tsx";
import { ImageField } from "../fields/ImageField.tsx";
import { ListingFields } from "../fields/ListingFields.tsx";
import { SiteDateTimeField } from "../fields/SiteDateTimeField.tsx";
import { FormActions } from "../scaffold/FormActions.tsx";
import { useEntityForm } from "../scaffold/use-entity-form.ts";
import { type AdminEvent, eventFormSpec, eventFormToInput } from "./event-form.ts";
import { RepeatFields } from "./RepeatFields.tsx";
import { noRepeat, type RepeatValues, ruleFor, seriesEnd } from "./series-rule.ts";
import { seriesUpdateFrom } from "./series-scope.ts";

type Scope = "occurrence" | "series";

export function EventForm({ event, onDone }: { event: AdminEvent | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.event.create.useMutation();
  const update = trpc.event.update.useMutation();
  const createSeries = trpc.eventSeries.create.useMutation();
  const updateSeries = trpc.eventSeries.update.useMutation();
  const deleteSeries = trpc.eventSeries.delete.useMutation();
  const seriesId = event?.seriesId ?? null;
  const series = trpc.eventSeries.byId.useQuery({ id: seriesId ?? 0, scope: "all" }, { enabled: seriesId !== null });
  const [repeat, setRepeat] = useState<RepeatValues>(noRepeat);
  const [scope, setScope] = useState<Scope>("occurrence");
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const save = async (input: EventInput) => {
    if (event && seriesId !== null && scope === "series") {
      if (!series.data || !event.occurrenceDate) throw new Error("The series is still loading");
      return updateSeries.mutateAsync(seriesUpdateFrom(series.data, event.occurrenceDate, input));
    }
    if (event) return update.mutateAsync({ ...input, id: event.id });
    const rule = ruleFor(repeat, String(input.date));
    if (rule) {
      const { previousDate: _onlyForOneEvent, ...fields } = input;
      return createSeries.mutateAsync({ ...fields, rule, ...seriesEnd(repeat) });
    }
    return create.mutateAsync(input);
  };

  const { form, submit } = useEntityForm(eventFormSpec, {
    item: event,
    save,
    onSaved: () => {
      onDone();
      void utils.event.invalidate();
      void utils.eventSeries.invalidate();
    },
  });

  const { allDay, status } = form.getValues();
  const firstDate = eventFormToInput(form.getValues()).date || null;

  const removeSeries = async () => {
    if (seriesId === null) return;
    await deleteSeries.mutateAsync({ id: seriesId });
    onDone();
    void utils.event.invalidate();
    void utils.eventSeries.invalidate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {seriesId !== null && (
          <Alert variant="light" color="blue" title="This event repeats" data-testid="series-scope">
            <Text size="sm" mb="xs">
              {series.data ? `Part of a series of ${series.data.occurrences.length} events. ` : ""}
              Save the changes for:
            </Text>
            <SegmentedControl
              aria-label="Apply the changes to"
              value={scope}
              onChange={(value) => setScope(value === "series" ? "series" : "occurrence")}
              data={[
                { value: "occurrence", label: "This occurrence" },
                { value: "series", label: "The whole series" },
              ]}
            />
            <Text size="xs" c="dimmed" mt="xs">
              {scope === "occurrence"
                ? "Only this date changes; later edits of the series leave it as it is. Deleting it from the list skips this date."
                : "Every occurrence still to come changes, except ones edited on their own."}
            </Text>
          </Alert>
        )}
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
        {!event && <RepeatFields values={repeat} onChange={setRepeat} firstDate={firstDate} />}
        <TextInput label="Location" required {...form.getInputProps("location")} />
        <Select
          label="Status"
          description="Cancelled and moved events keep their page; calendars and search engines are told"
          data={eventStatuses.map((value) => ({ value, label: eventStatusLabels[value] }))}
          allowDeselect={false}
          {...form.getInputProps("status")}
        />
        {(status === "rescheduled" || status === "postponed") && scope === "occurrence" && (
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
        <ImageField form={form} alt={form.getValues().title} />
        <ListingFields form={form} />
        <FormActions
          submitLabel={event ? (scope === "series" ? "Update Series" : "Update Event") : "Create Event"}
          pending={create.isPending || update.isPending || createSeries.isPending || updateSeries.isPending}
          onCancel={onDone}
        />
        {seriesId !== null && scope === "series" && (
          <Button
            color="red"
            variant={confirmingDelete ? "filled" : "light"}
            loading={deleteSeries.isPending}
            onClick={() => (confirmingDelete ? void removeSeries() : setConfirmingDelete(true))}
          >
            {confirmingDelete ? "Yes, delete every occurrence of this series" : "Delete the whole series"}
          </Button>
        )}
      </Stack>
    </form>
  );
}
