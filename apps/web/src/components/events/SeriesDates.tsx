// An occurrence's series on its page (decision 017): the rule in words ("Every first Thursday,
// 6:30 PM", worded by the API in the site's zone) and links to its next dates.
import { formatInZone } from "@chamber/core";
import { Link } from "@tanstack/react-router";
import { CardMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import classes from "./SeriesDates.module.css";

type OccurrenceSeries = RouterOutputs["event"]["series"];

/** "Thu, Jan 7, 2027, 6:30 PM": a date in a list of a series' dates. */
function shortDate(date: string): string {
  return `${formatInZone(date, "full").slice(0, 3)}, ${formatInZone(date, "card")}, ${formatInZone(date, "time")}`;
}

export function SeriesDates({ series }: { series: OccurrenceSeries }) {
  return (
    <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="event-series-title">
      <TitleMarkup order={2} size="h4" id="event-series-title" mb={4}>
        Repeats
      </TitleMarkup>
      <TextMarkup size={null} fw={600} data-testid="event-series-words">
        {series.words}
      </TextMarkup>
      {series.next.length > 0 ? (
        <>
          <TextMarkup size="sm" c="gray.7" mt="sm" mb={6}>
            Next dates
          </TextMarkup>
          <ul className={classes.dates} data-testid="event-series-next">
            {series.next.map((date) => (
              <li key={date.id}>
                <Link to="/events/$id" params={{ id: String(date.id) }} className={classes.link}>
                  {shortDate(date.date)}
                </Link>
                {date.status === "cancelled" ? " (cancelled)" : ""}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <TextMarkup size="sm" c="gray.7" mt="sm">
          No later dates are planned.
        </TextMarkup>
      )}
    </CardMarkup>
  );
}
