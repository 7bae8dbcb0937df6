// Opening hours in an editing form (the admin's business form, the member's listing editor): per
// weekday closed, one span or two (a lunch break), a note, and dated exceptions (a holiday closed,
// a day of special hours). Native selects and time and date inputs, each labelled, so it is used
// with a keyboard and a screen reader as any form field. Values and paths: hours-form.ts.

import { weekdayNames, weekdays } from "@chamber/core";
import type { HoursSpan } from "@chamber/core/schemas";
import { Button, Fieldset, Group, NativeSelect, Stack, Switch, Text, TextInput } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import type { UseFormReturnType } from "@mantine/form";
import { IconCopy, IconPlus, IconTrash } from "#web/components/ui/icons.ts";
import { DEFAULT_SPAN, type HoursFormValues } from "./hours-form.ts";

type Mode = "closed" | "one" | "two";
const modes: { value: Mode; label: string }[] = [
  { value: "closed", label: "Closed" },
  { value: "one", label: "Open" },
  { value: "two", label: "Open, with a break" },
];

/** The spans a day gets when its mode changes, keeping the times already typed. */
function spansFor(mode: Mode, spans: readonly HoursSpan[]): HoursSpan[] {
  if (mode === "closed") return [];
  const first = spans[0] ?? (mode === "two" ? { opens: "11:00", closes: "14:00" } : DEFAULT_SPAN);
  if (mode === "one") return [first];
  return [first, spans[1] ?? { opens: "17:00", closes: "21:00" }];
}

// biome-ignore lint/suspicious/noExplicitAny: Mantine's own bound on form values.
type HoursForm = UseFormReturnType<{ hours: HoursFormValues } & Record<string, any>>;

/** One day's mode and its spans' times: a weekday, or a dated exception. */
function DayRow({
  form,
  label,
  path,
  spans,
  closed,
  onMode,
}: {
  form: HoursForm;
  label: string;
  /** Where the day's spans sit in the form ("hours.weekly.mon", "hours.exceptions.0.spans"). */
  path: string;
  spans: HoursSpan[];
  closed: boolean;
  onMode: (mode: Mode) => void;
}) {
  const mode: Mode = closed || spans.length === 0 ? "closed" : spans.length === 1 ? "one" : "two";
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NativeSelect
        label={label}
        w={190}
        data={modes}
        value={mode}
        onChange={(event) => onMode(event.currentTarget.value as Mode)}
      />
      {mode === "closed"
        ? null
        : spans.map((_, index) => {
            const which = index === 0 ? "" : " again";
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a day's spans are its first and its second
              <Group key={index} gap={4} align="flex-end" wrap="nowrap">
                <TimeInput
                  aria-label={`${label}: ${index === 0 ? "opens" : "reopens"}`}
                  w={120}
                  {...form.getInputProps(`${path}.${index}.opens`)}
                />
                <Text aria-hidden="true" pb={6}>
                  –
                </Text>
                <TimeInput
                  aria-label={`${label}: closes${which}`}
                  w={120}
                  {...form.getInputProps(`${path}.${index}.closes`)}
                />
              </Group>
            );
          })}
    </Group>
  );
}

export function HoursEditor({ form }: { form: HoursForm }) {
  const hours = form.getValues().hours;
  const exceptionsError = form.errors["hours.exceptions"];
  const copyMonday = () => {
    for (const day of ["tue", "wed", "thu", "fri"] as const) {
      form.setFieldValue(`hours.weekly.${day}`, structuredClone(hours.weekly.mon));
    }
  };
  return (
    <Fieldset legend="Opening hours" variant="filled">
      <Stack gap="sm">
        <Switch
          label="Show opening hours on the listing"
          description="Times are the valley's own (Pacific Time). A closing time before the opening runs past midnight."
          {...form.getInputProps("hours.given", { type: "checkbox" })}
        />
        {hours.given ? (
          <>
            {weekdays.map((day) => (
              <DayRow
                key={day}
                form={form}
                label={weekdayNames[day].long}
                path={`hours.weekly.${day}`}
                spans={hours.weekly[day]}
                closed={false}
                onMode={(mode) => form.setFieldValue(`hours.weekly.${day}`, spansFor(mode, hours.weekly[day]))}
              />
            ))}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconCopy size={14} aria-hidden="true" />}
                onClick={copyMonday}
              >
                Copy Monday's hours to Tuesday–Friday
              </Button>
            </Group>
            <TextInput
              label="Note"
              description='Optional, e.g. "By appointment" or "Kitchen closes at 9 PM"'
              maxLength={200}
              {...form.getInputProps("hours.note")}
            />
            <Text fw={600} size="sm">
              Dates with other hours (holidays)
            </Text>
            {hours.exceptions.map((exception, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is its identity while editing
              <Stack key={index} gap={6}>
                <Group gap="xs" align="flex-end">
                  <TextInput
                    type="date"
                    label="Date"
                    w={170}
                    {...form.getInputProps(`hours.exceptions.${index}.date`)}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden="true" />}
                    aria-label={`Remove the hours of ${exception.date || "this date"}`}
                    onClick={() => form.removeListItem("hours.exceptions", index)}
                  >
                    Remove
                  </Button>
                </Group>
                <DayRow
                  form={form}
                  label={`Hours on ${exception.date || "this date"}`}
                  path={`hours.exceptions.${index}.spans`}
                  spans={exception.spans}
                  closed={exception.closed}
                  onMode={(mode) =>
                    form.setFieldValue(`hours.exceptions.${index}`, {
                      ...exception,
                      closed: mode === "closed",
                      spans: mode === "closed" ? exception.spans : spansFor(mode, exception.spans),
                    })
                  }
                />
              </Stack>
            ))}
            {typeof exceptionsError === "string" ? (
              <Text c="red.9" size="sm" role="alert">
                {exceptionsError}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() =>
                  form.insertListItem("hours.exceptions", { date: "", closed: true, spans: [{ ...DEFAULT_SPAN }] })
                }
              >
                Add a date
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
