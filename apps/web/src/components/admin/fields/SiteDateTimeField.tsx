// A date and a time entered apart, in the chamber's zone (the value is a zone-less wall clock,
// converted in lib/admin/site-zone.ts). Mantine's one-box DateTimePicker set midnight when a day was
// picked and read "6:30" typed into its hour box as 2:03 AM; here the day comes from a calendar and
// the time is typed ("6:30 PM", "18:30") or chosen from a list, read by parseTimeOfDay, which refuses
// rather than guesses. Changing the day keeps the time already entered.
import { formatTimeOfDay, parseTimeOfDay } from "@chamber/core";
import { Autocomplete, Group } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { joinPickerValue, splitPickerValue } from "#web/lib/admin/site-zone.ts";
import { DayField } from "./DayField.tsx";

/** Every half hour of the day, for choosing with the pointer. */
const TIME_CHOICES = Array.from({ length: 48 }, (_, index) =>
  formatTimeOfDay({ hour: Math.floor(index / 2), minute: (index % 2) * 30 }),
);

export interface SiteDateTimeFieldProps {
  label: string;
  timeLabel: string;
  description?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
}

const timeText = (value: string | null | undefined) => {
  const { time } = splitPickerValue(value);
  return time ? formatTimeOfDay(time) : "";
};

export function SiteDateTimeField({
  label,
  timeLabel,
  description,
  required,
  clearable,
  value,
  onChange,
  onBlur,
  error,
}: SiteDateTimeFieldProps) {
  const [day, setDay] = useState(() => splitPickerValue(value).day);
  const [text, setText] = useState(() => timeText(value));
  const [timeError, setTimeError] = useState<string | null>(null);
  // A value the form sets from outside (opening another item, a reset) replaces what is typed; the
  // value this field itself just sent does not.
  const sent = useRef(value ?? null);
  useEffect(() => {
    if ((value ?? null) === sent.current) return;
    sent.current = value ?? null;
    setDay(splitPickerValue(value).day);
    setText(timeText(value));
    setTimeError(null);
  }, [value]);

  const send = (nextDay: string | null, nextText: string) => {
    const reading = parseTimeOfDay(nextText);
    const next = joinPickerValue(nextDay, reading.ok ? reading.time : null);
    sent.current = next;
    onChange?.(next);
  };

  const readTime = (typed: string) => {
    if (!typed.trim()) {
      setTimeError(null);
      return;
    }
    const reading = parseTimeOfDay(typed);
    if (reading.ok) {
      setText(formatTimeOfDay(reading.time));
      setTimeError(null);
    } else {
      setTimeError(reading.message);
    }
  };

  // The form's own message goes where the problem is: under the time when a day has no usable
  // time, else under the day ("Date is required").
  const timeMissing = day !== null && !parseTimeOfDay(text).ok;
  return (
    <Group align="flex-start" grow gap="sm" wrap="wrap">
      <DayField
        label={label}
        description={description}
        required={required}
        clearable={clearable}
        value={day}
        onChange={(next) => {
          setDay(next);
          if (!next && clearable) {
            setText("");
            setTimeError(null);
            send(null, "");
          } else send(next, text);
        }}
        error={timeMissing ? undefined : error}
        miw={150}
      />
      <Autocomplete
        label={timeLabel}
        description={description ? "Like 6:30 PM or 18:30" : undefined}
        required={required}
        placeholder="6:30 PM"
        data={TIME_CHOICES}
        limit={48}
        maxDropdownHeight={240}
        value={text}
        onChange={(next) => {
          setText(next);
          if (timeError) setTimeError(null);
          send(day, next);
        }}
        onOptionSubmit={(next) => {
          setTimeError(null);
          send(day, next);
        }}
        onBlur={() => {
          readTime(text);
          onBlur?.();
        }}
        error={timeError ?? (timeMissing ? error : undefined)}
        comboboxProps={{ classNames: { dropdown: classes.scope } }}
        autoComplete="off"
        miw={130}
      />
    </Group>
  );
}
