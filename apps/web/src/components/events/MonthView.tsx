// The month view of /events: a table of weeks (a real <table>, so screen readers announce the
// weekday and date of each cell) whose events are links, with links to the previous and next month.
// Everything is a link, so it works without JavaScript and every event is reached with Tab.
import { localDate, shownTimezone } from "@chamber/core";
import { Link } from "@tanstack/react-router";
import { GroupMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import type { PublicEvent } from "./EventCard.tsx";
import classes from "./MonthView.module.css";
import { monthDays, monthLabel, shiftMonth } from "./month-grid.ts";

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function MonthView({
  month,
  events,
  search,
}: {
  /** "YYYY-MM" */
  month: string;
  events: PublicEvent[];
  search: { category?: string | undefined };
}) {
  const byDay = new Map<string, PublicEvent[]>();
  for (const event of events) {
    const day = localDate(new Date(event.date), shownTimezone());
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const weeks = monthDays(month);
  return (
    <section aria-labelledby="month-title" data-testid="month-view">
      <GroupMarkup gap="md" justify="space-between" mb="sm">
        <Link to="/events" search={{ ...search, view: "month", month: shiftMonth(month, -1) }} className={classes.nav}>
          ← {monthLabel(shiftMonth(month, -1))}
        </Link>
        <TitleMarkup order={2} size="h3" id="month-title">
          {monthLabel(month)}
        </TitleMarkup>
        <Link to="/events" search={{ ...search, view: "month", month: shiftMonth(month, 1) }} className={classes.nav}>
          {monthLabel(shiftMonth(month, 1))} →
        </Link>
      </GroupMarkup>
      {/* The table fits a phone; should a long word still overflow, the region scrolls and takes focus. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className={classes.scroller} aria-label={`${monthLabel(month)} calendar`} tabIndex={0}>
        <table className={classes.table}>
          <caption className={classes.caption}>Events in {monthLabel(month)}</caption>
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <th key={weekday} scope="col" abbr={weekday}>
                  {weekday.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map((day) => (
                  <td key={day.date} className={day.inMonth ? classes.day : classes.otherDay}>
                    <TextMarkup size="xs" component="div" color={day.inMonth ? "gray.8" : "gray.6"} fw={700}>
                      {day.day}
                    </TextMarkup>
                    {(day.inMonth ? (byDay.get(day.date) ?? []) : []).map((event) => (
                      <Link key={event.id} to="/events/$id" params={{ id: String(event.id) }} className={classes.event}>
                        {event.status === "cancelled" ? `Cancelled: ${event.title}` : event.title}
                      </Link>
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
