// A business's opening hours as the public pages show them, in plain markup (no Mantine, decision
// 005): the open/closed line ("Open now · until 5 PM", "Closed — opens Tue 9 AM"), today's hours,
// the week, the dated exceptions of the next 14 days and the note ("By appointment"), for the
// business's page. The directory's cards show the line alone (OpeningLine.tsx). Every rule and text
// is @chamber/core's (openingState, openingLine), read in the site's zone, so the card, the page,
// the filter and the JSON-LD agree.
import {
  formatHoursDate,
  formatSpans,
  openingState,
  shownTimezone,
  upcomingExceptions,
  weekdayNames,
  weekdays,
} from "@chamber/core";
import type { Hours } from "@chamber/core/schemas";
import classes from "./OpeningHours.module.css";
import { StatusLine } from "./OpeningLine.tsx";
import { useMinuteClock } from "./use-minute-clock.ts";

interface OpeningHoursProps {
  hours: Hours | null;
  /** The full variant's heading level. */
  headingOrder?: 2 | 3;
  /** Fixed instant and zone, for tests and previews; default: the minute clock, SITE_TIMEZONE. */
  now?: Date;
  zone?: string;
}

export function OpeningHours({ hours, headingOrder = 2, now, zone = shownTimezone() }: OpeningHoursProps) {
  const clock = useMinuteClock();
  const at = now ?? clock;
  if (!hours) return null;
  const state = openingState(hours, at, zone);

  const Heading = headingOrder === 2 ? "h2" : "h3";
  const coming = upcomingExceptions(hours, at, zone);
  return (
    <section className={classes.hours} aria-labelledby="opening-hours-heading" data-testid="opening-hours">
      <Heading id="opening-hours-heading" className={classes.heading}>
        Opening hours
      </Heading>
      <StatusLine state={state} />
      <p className={classes.today} suppressHydrationWarning>
        {`Today${state.today.exception ? ` (${formatHoursDate(state.today.date)})` : ""}: ${formatSpans(state.today.spans)}`}
      </p>
      <table className={classes.week} aria-label="Opening hours by day">
        <tbody>
          {weekdays.map((day) => {
            const today = day === state.today.weekday;
            return (
              <tr key={day} data-today={today || undefined} suppressHydrationWarning>
                <th scope="row">{weekdayNames[day].long}</th>
                <td>{formatSpans(hours.weekly[day] ?? [])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {coming.length > 0 ? (
        <div className={classes.exceptions}>
          <p className={classes.subheading}>Special hours</p>
          <ul>
            {coming.map((exception) => (
              <li key={exception.date}>
                {`${formatHoursDate(exception.date)}: ${"spans" in exception ? formatSpans(exception.spans) : "Closed"}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {hours.note ? <p className={classes.note}>{hours.note}</p> : null}
    </section>
  );
}
