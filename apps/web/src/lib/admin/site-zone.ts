// Admin date-time pickers show and take wall-clock times in the chamber's zone (DESIGN §6), whatever
// the browser's own zone. Mantine's DateTimePicker works in plain "YYYY-MM-DD HH:mm:ss" strings
// with no zone, so these two functions are the only place a zone is attached or removed.
import { DEFAULT_SITE_TIMEZONE, dayjs } from "@chamber/core";

const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** A stored instant as the picker's wall-clock value in the site zone; null stays null. */
export function instantToPickerValue(instant: string | null | undefined): string | null {
  return instant ? dayjs(instant).tz(DEFAULT_SITE_TIMEZONE).format(PICKER_FORMAT) : null;
}

/** The picker's wall-clock value, read in the site zone, as an ISO-8601 string with its offset. */
export function pickerValueToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const instant = dayjs.tz(value, DEFAULT_SITE_TIMEZONE);
  return instant.isValid() ? instant.format() : null;
}
