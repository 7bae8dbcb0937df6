// "Repeats" for a new event: how often (the weekday and week of the month come from the date) and
// how it ends, with the rule read back in words ("Monthly on the first Thursday").
import { Group, NumberInput, Radio, Select, Stack, Text } from "@mantine/core";
import { DayField } from "../fields/DayField.tsx";
import { describeRepeat, type Repeat, type RepeatValues } from "./series-rule.ts";

const repeatChoices: { value: Repeat; label: string }[] = [
  { value: "none", label: "Does not repeat" },
  { value: "weekly", label: "Weekly, on the date's weekday" },
  { value: "monthlyWeekday", label: "Monthly, on the date's weekday of the month (e.g. first Thursday)" },
  { value: "monthlyDate", label: "Monthly, on the date's day of the month" },
];

export function RepeatFields({
  values,
  onChange,
  firstDate,
}: {
  values: RepeatValues;
  onChange: (values: RepeatValues) => void;
  /** The first start as an ISO instant, or null while no date is chosen. */
  firstDate: string | null;
}) {
  const set = (change: Partial<RepeatValues>) => onChange({ ...values, ...change });
  return (
    <Stack gap="xs" data-testid="repeat-fields">
      <Select
        label="Repeats"
        data={repeatChoices}
        value={values.repeat}
        allowDeselect={false}
        onChange={(value) => set({ repeat: (value as Repeat | null) ?? "none" })}
      />
      {values.repeat !== "none" && (
        <>
          <NumberInput
            label={values.repeat === "weekly" ? "Every how many weeks" : "Every how many months"}
            min={1}
            max={values.repeat === "weekly" ? 52 : 12}
            value={values.interval}
            onChange={(value) => set({ interval: typeof value === "number" && value >= 1 ? value : 1 })}
          />
          <Text size="sm" fw={600} data-testid="repeat-summary" aria-live="polite">
            {describeRepeat(values, firstDate)}
          </Text>
          <Radio.Group
            label="Ends"
            value={values.ends}
            onChange={(value) => set({ ends: value === "until" ? "until" : "count" })}
          >
            <Group gap="md" mt={4}>
              <Radio value="count" label="After a number of times" />
              <Radio value="until" label="On a date" />
            </Group>
          </Radio.Group>
          {values.ends === "count" ? (
            <NumberInput
              label="Number of times"
              min={1}
              max={500}
              value={values.count}
              onChange={(value) => set({ count: typeof value === "number" && value >= 1 ? value : 1 })}
            />
          ) : (
            <DayField label="Last day" value={values.until} onChange={(value) => set({ until: value })} clearable />
          )}
        </>
      )}
    </Stack>
  );
}
