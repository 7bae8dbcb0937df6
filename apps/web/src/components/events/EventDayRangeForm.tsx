// The events list's date range (docs/product.md §2): a plain GET form to /events with two date
// fields, so it works without JavaScript and its result is a shareable address (?from=&to=). It
// keeps the category and how repeating events are listed; a named day filter (Today, This weekend…) is left out, as the range replaces it.
import { type EventDayRange, eventDayRangeLabels } from "@chamber/core";
import { TextField } from "#web/components/forms/FieldMarkup.tsx";
import { ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { GroupMarkup } from "#web/components/ui/mantine-markup.tsx";

export function EventDayRangeForm({
  category,
  from,
  to,
  series,
}: {
  category?: string | undefined;
  from?: string;
  to?: string;
  series?: "each" | undefined;
}) {
  return (
    <form method="get" action="/events" aria-label="Events between two dates">
      {category ? <input type="hidden" name="category" value={category} /> : null}
      {series ? <input type="hidden" name="series" value={series} /> : null}
      <GroupMarkup gap="sm" align="flex-end">
        <TextField type="date" name="from" label="From" defaultValue={from} />
        <TextField type="date" name="to" label="To" defaultValue={to} />
        <ButtonMarkup type="submit" variant="default">
          Show
        </ButtonMarkup>
      </GroupMarkup>
    </form>
  );
}

/** "No events this weekend", "No events between 2026-12-01 and 2026-12-05", with the category when there is one. */
export function noEventsMessage(search: { category?: string | undefined; when?: string; from?: string; to?: string }) {
  const inCategory = search.category ? ` in ${search.category}` : "";
  const when = search.when as EventDayRange | undefined;
  if (when && when in eventDayRangeLabels) return `No events${inCategory} ${eventDayRangeLabels[when]}.`;
  if (search.from && search.to) return `No events${inCategory} between ${search.from} and ${search.to}.`;
  if (search.from) return `No events${inCategory} from ${search.from}.`;
  if (search.to) return `No events${inCategory} up to ${search.to}.`;
  return "No events found for the selected category.";
}
