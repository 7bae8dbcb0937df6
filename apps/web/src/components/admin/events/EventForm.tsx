// The Add Event / Edit Event form with every field of docs/product.md §3, the event's end and
// status, and for a new event whether it repeats (a series). Editing an occurrence of a series asks
// whether the change is for this occurrence or the whole series; the whole series' rule and end can
// be changed there too.

import { eventStatuses, eventStatusLabels } from "@chamber/core";
import type { EventInput } from "@chamber/core/schemas";
import { Alert, Button, Checkbox, Group, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMemo, useRef, useState } from "react";
import { EntityHistory } from "#web/components/admin/activity/EntityHistory.tsx";
import { CategorySelect } from "#web/components/admin/fields/CategorySelect.tsx";
import { DescriptionField } from "#web/components/admin/fields/DescriptionField.tsx";
import { ImageField } from "#web/components/admin/fields/ImageField.tsx";
import { ListingFields } from "#web/components/admin/fields/ListingFields.tsx";
import { SiteDateTimeField } from "#web/components/admin/fields/SiteDateTimeField.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { IconTrash } from "#web/components/ui/icons.ts";
import { formatSiteDate, siteZoneName } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import type { DeleteScope } from "./DeleteEventModal.tsx";
import { EventExtraFields } from "./EventExtraFields.tsx";
import { type AdminEvent, eventFormSpec, eventFormToInput } from "./event-form.ts";
import { OrganizerSelect } from "./OrganizerSelect.tsx";
import { type RepeatErrors, RepeatFields } from "./RepeatFields.tsx";
import { noRepeat, type RepeatValues, repeatOfSeries, ruleFor, seriesEnd } from "./series-rule.ts";
import { ruleDateOf, seriesUpdateFrom } from "./series-scope.ts";

type Scope = DeleteScope;

export interface EventFormProps {
  event: AdminEvent | null;
  onDone: () => void;
  /** Asks to delete the edited event: this occurrence or, for an occurrence, the whole series. */
  onDelete?: ((scope: DeleteScope) => void) | undefined;
}

/** What a series edit let go of, told in its success toast (decision 017); one toast shows at a time. */
function withDetached(standard: string, count: number): string {
  if (count === 0) return standard;
  return count === 1
    ? `${standard}. 1 occurrence edited on its own no longer falls on the series' dates: it was kept as a separate event.`
    : `${standard}. ${count} occurrences edited on their own no longer fall on the series' dates: they were kept as separate events.`;
}

export function EventForm({ event, onDone, onDelete }: EventFormProps) {
  const utils = trpc.useUtils();
  const create = trpc.event.create.useMutation();
  const update = trpc.event.update.useMutation();
  const createSeries = trpc.eventSeries.create.useMutation();
  const updateSeries = trpc.eventSeries.update.useMutation();
  const seriesId = event?.seriesId ?? null;
  const series = trpc.eventSeries.byId.useQuery({ id: seriesId ?? 0, scope: "all" }, { enabled: seriesId !== null });
  const [repeat, setRepeat] = useState<RepeatValues>(noRepeat);
  const [scope, setScope] = useState<Scope>("occurrence");
  const occurrence = event?.occurrenceDate ? { date: event.date, occurrenceDate: event.occurrenceDate } : null;
  // The whole series' rule and end as stored, read back into the form's choices, until staff change them.
  const storedRepeat = useMemo(
    () => (series.data && event?.occurrenceDate ? repeatOfSeries(series.data, event.occurrenceDate) : null),
    [series.data, event?.occurrenceDate],
  );
  const [changedRepeat, setChangedRepeat] = useState<RepeatValues | null>(null);
  /** How many occurrences the last series edit kept on their own. */
  const detached = useRef(0);
  const seriesRepeat = changedRepeat ?? storedRepeat;

  // What is saved is revealed in the list by its id: for a series, an occurrence's (the edited one,
  // or the first), never the series' own id, which is some other event's.
  const save = async (input: EventInput) => {
    detached.current = 0;
    if (event && seriesId !== null && scope === "series") {
      if (!series.data || !occurrence || !storedRepeat || !seriesRepeat) throw new Error("The series is still loading");
      const { update, ruleDate } = seriesUpdateFrom(series.data, occurrence, input, {
        initial: storedRepeat,
        values: seriesRepeat,
      });
      const saved = await updateSeries.mutateAsync(update);
      detached.current = saved.detached.length;
      // A new rule may have no occurrence left on this one's day: then the next one from there.
      return (
        saved.occurrences.find((row) => row.id === event.id) ??
        saved.occurrences.find((row) => Date.parse(row.date) >= Date.parse(ruleDate)) ??
        saved.occurrences[0]
      );
    }
    if (event) return update.mutateAsync({ ...input, id: event.id });
    const rule = ruleFor(repeat, String(input.date));
    if (rule) {
      const { previousDate: _onlyForOneEvent, ...fields } = input;
      return (await createSeries.mutateAsync({ ...fields, rule, ...seriesEnd(repeat) })).occurrences[0];
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
    dirty: () => changedRepeat !== null || repeat !== noRepeat,
    successMessage: (standard) => withDetached(standard, detached.current),
  });

  const { allDay, status } = form.getValues();
  const firstDate = eventFormToInput(form.getValues()).date || null;
  // The server's refusals of the rule and its end, under their fields; a change there clears them.
  const repeatErrors: RepeatErrors = { rule: form.errors.rule, until: form.errors.until, count: form.errors.count };
  const clearRepeatErrors = () => {
    for (const field of ["rule", "until", "count"]) form.clearFieldError(field);
  };
  const movedOnItsOwn = occurrence !== null && Date.parse(occurrence.date) !== Date.parse(occurrence.occurrenceDate);

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
                ? "Only this date changes; later edits of the series leave it as it is."
                : "Every occurrence still to come changes; ones edited on their own keep their edits (and a date moved on its own). A new rule or end removes those on days it no longer gives, and keeps the ones edited on their own as separate events."}
            </Text>
          </Alert>
        )}
        <TextInput label="Title" required data-autofocus {...form.getInputProps("title")} />
        <DescriptionField form={form} />
        <CategorySelect form={form} kind="event" />
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
        {!event && (
          <RepeatFields
            values={repeat}
            onChange={(values) => {
              setRepeat(values);
              clearRepeatErrors();
            }}
            firstDate={firstDate}
            errors={repeatErrors}
          />
        )}
        {occurrence && scope === "series" && seriesRepeat && (
          <RepeatFields
            existing
            values={seriesRepeat}
            onChange={(values) => {
              setChangedRepeat(values);
              clearRepeatErrors();
            }}
            firstDate={ruleDateOf(occurrence, firstDate)}
            errors={repeatErrors}
            note={
              movedOnItsOwn
                ? `Read from this occurrence's date in the series, ${formatSiteDate(occurrence.occurrenceDate, "full")}: it was moved on its own.`
                : undefined
            }
          />
        )}
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
        <EventExtraFields form={form} />
        <OrganizerSelect form={form} />
        <ImageField form={form} alt={form.getValues().title} />
        <ListingFields form={form} />
        <FormActions
          submitLabel={event ? (scope === "series" ? "Update Series" : "Update Event") : "Create Event"}
          pending={create.isPending || update.isPending || createSeries.isPending || updateSeries.isPending}
          onCancel={onDone}
        />
        {event && onDelete && (
          <Group justify="flex-start">
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onDelete(scope)}
            >
              {seriesId === null
                ? "Delete event…"
                : scope === "series"
                  ? "Delete the series…"
                  : "Delete this occurrence…"}
            </Button>
          </Group>
        )}
        <EntityHistory entity="Event" id={event?.id} />
      </Stack>
    </form>
  );
}
