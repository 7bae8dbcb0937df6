// Opening hours and social links as an editing form holds them ↔ the API's `hours` and `social`
// (@chamber/core/schemas). The form keeps every weekday's spans (0–2), a note, and each exception
// with both a `closed` flag and its spans, so switching an exception between closed and special
// hours keeps the times typed; the input drops what does not apply. The paths are the input's
// ("hours.weekly.tue.0.opens", "hours.exceptions.1.date", "social.facebook"), so the zod schema's
// errors land under the right field. Used by the admin's business form and the member's editor.
import { socialNetworks, weekdays } from "@chamber/core";
import type { Hours, HoursSpan, Social } from "@chamber/core/schemas";

interface HoursExceptionValues {
  date: string;
  closed: boolean;
  spans: HoursSpan[];
}

export interface HoursFormValues {
  /** False: the business gives no hours (saved as null; the listing says nothing). */
  given: boolean;
  weekly: Hours["weekly"];
  note: string;
  exceptions: HoursExceptionValues[];
}

export type SocialFormValues = Record<(typeof socialNetworks)[number], string>;

export const DEFAULT_SPAN: HoursSpan = { opens: "09:00", closes: "17:00" };

const emptyWeek = (): Hours["weekly"] =>
  Object.fromEntries(weekdays.map((day) => [day, [] as HoursSpan[]])) as Hours["weekly"];

export function hoursFormValues(hours: Hours | null): HoursFormValues {
  if (!hours) return { given: false, weekly: emptyWeek(), note: "", exceptions: [] };
  return {
    given: true,
    weekly: { ...emptyWeek(), ...structuredClone(hours.weekly) },
    note: hours.note ?? "",
    exceptions: hours.exceptions.map((exception) =>
      "spans" in exception
        ? { date: exception.date, closed: false, spans: structuredClone(exception.spans) }
        : { date: exception.date, closed: true, spans: [{ ...DEFAULT_SPAN }] },
    ),
  };
}

export function hoursFormToInput(values: HoursFormValues): Hours | null {
  if (!values.given) return null;
  const note = values.note.trim();
  return {
    weekly: values.weekly,
    ...(note ? { note } : {}),
    exceptions: values.exceptions.map((exception) =>
      exception.closed
        ? { date: exception.date, closed: true as const }
        : { date: exception.date, spans: exception.spans },
    ),
  };
}

export function socialFormValues(social: Social | null | undefined): SocialFormValues {
  return Object.fromEntries(socialNetworks.map((network) => [network, social?.[network] ?? ""])) as SocialFormValues;
}

/** The links typed, trimmed; an empty field is no link. */
export function socialFormToInput(values: SocialFormValues): Social {
  const links = socialNetworks.map((network) => [network, values[network].trim()] as const).filter(([, url]) => url);
  return Object.fromEntries(links);
}
