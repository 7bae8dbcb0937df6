// "Repeats" for a new event or a whole series: how often (the weekday and week of the month come
// from the date) and how it ends, with the rule read back in words ("Monthly on the first
// Thursday"). An existing series is not offered "Does not repeat" (deleting it is Delete), and a
// rule set outside the admin that these choices cannot say is shown as it is and kept unless staff
// choose another.
import { Code, Group, NumberInput, Radio, Select, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { DayField } from "#web/components/admin/fields/DayField.tsx";
import { describeRepeat, maxInterval, type Repeat, type RepeatValues } from "./series-rule.ts";

const repeatChoices: { value: Repeat; label: string }[] = [
  { value: "none", label: "Does not repeat" },
  { value: "weekly", label: "Weekly, on the date's weekday" },
  // Short enough for a phone's field; the summary under it reads the choice back for the date.
  { value: "monthlyWeekday", label: "Monthly, by weekday (e.g. first Thursday)" },
  { value: "monthlyDate", label: "Monthly, on the date's day of the month" },
];

/** The server's refusals of the rule and its end, shown under their fields. */
export interface RepeatErrors {
  rule?: ReactNode;
  until?: ReactNode;
  count?: ReactNode;
}

export function RepeatFields({
  values,
  onChange,
  firstDate,
  existing = false,
  errors = {},
  note,
}: {
  values: RepeatValues;
  onChange: (values: RepeatValues) => void;
  /** The date the weekday and day are read from, as an ISO instant, or null while none is chosen. */
  firstDate: string | null;
  /** An existing series' rule and end: no "Does not repeat". */
  existing?: boolean;
  errors?: RepeatErrors;
  /** Said under the summary (e.g. which date the rule is read from). */
  note?: ReactNode;
}) {
  const set = (change: Partial<RepeatValues>) => onChange({ ...values, ...change });
  const choices = [
    ...(values.kept ? [{ value: "kept", label: "As set outside the admin" }] : []),
    ...repeatChoices.filter((choice) => !(existing && choice.value === "none")),
  ];
  const repeats = values.repeat !== "none";
  const weekly = values.repeat === "weekly";
  return (
    <Stack gap="xs" data-testid="repeat-fields">
      <Select
        label="Repeats"
        data={choices}
        value={values.repeat}
        allowDeselect={false}
        error={errors.rule}
        onChange={(value) => set({ repeat: (value as Repeat | null) ?? values.repeat })}
      />
      {repeats && values.repeat !== "kept" && (
        <NumberInput
          label={weekly ? "Every how many weeks" : "Every how many months"}
          min={1}
          max={weekly ? maxInterval.weekly : maxInterval.monthly}
          value={values.interval}
          onChange={(value) => set({ interval: typeof value === "number" && value >= 1 ? value : 1 })}
        />
      )}
      {repeats && (
        <>
          <Text size="sm" fw={600} data-testid="repeat-summary" aria-live="polite">
            {describeRepeat(values, firstDate)}
          </Text>
          {values.repeat === "kept" && values.kept && (
            <Text size="sm" c="dimmed" data-testid="repeat-kept">
              None of the choices says this rule, <Code>{values.kept}</Code>: it is kept as it is unless you choose
              another.
            </Text>
          )}
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
          <Radio.Group
            label="Series ends"
            value={values.ends}
            onChange={(value) => set({ ends: value === "until" || value === "never" ? value : "count" })}
          >
            <Group gap="md" mt={4}>
              <Radio value="count" label="After a number of times" />
              <Radio value="until" label="On a date" />
              <Radio value="never" label="No end" />
            </Group>
          </Radio.Group>
          {values.ends === "count" && (
            <NumberInput
              label="Number of times"
              min={1}
              max={500}
              value={values.count}
              error={errors.count}
              onChange={(value) => set({ count: typeof value === "number" && value >= 1 ? value : 1 })}
            />
          )}
          {values.ends === "until" && (
            <DayField
              label="Last day of the series"
              value={values.until}
              error={errors.until}
              onChange={(value) => set({ until: value })}
              clearable
            />
          )}
          {values.ends === "never" && (
            <Text size="xs" c="dimmed">
              Its events are made 12 months ahead, and more as time passes.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
