// A row of toggle buttons for a list's category filter; the chosen one is pressed (aria-pressed).
import { Button, Group } from "@mantine/core";

export interface FilterOption<T extends string> {
  label: string;
  value: T;
}

export interface FilterButtonsProps<T extends string> {
  label: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function FilterButtons<T extends string>({ label, options, value, onChange }: FilterButtonsProps<T>) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Button
            key={option.value}
            variant={pressed ? "filled" : "default"}
            radius="xl"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}

/** The "All" option first (its own label and value), then one option per name, labelled as named. */
export function optionsWithAll<All extends string, Name extends string>(
  all: FilterOption<All>,
  names: readonly Name[],
): readonly FilterOption<All | Name>[] {
  return [all, ...names.map((name) => ({ label: name, value: name }))];
}
