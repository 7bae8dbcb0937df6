// The open/closed line of a business ("Open now · until 5 PM", "Closed — opens Tue 9 AM"), in plain
// markup: alone on a directory card, and at the head of the business page's hours (OpeningHours.tsx).
// A module of its own so a card, drawn on the home page too, ships no week table.
import { type OpeningState, openingLine, openingState, shownTimezone } from "@chamber/core";
import type { Hours } from "@chamber/core/schemas";
import classes from "./OpeningLine.module.css";
import { useMinuteClock } from "./use-minute-clock.ts";

/** The open/closed line, coloured by the state; its text may differ from the server's by a minute. */
export function StatusLine({ state, compact = false }: { state: OpeningState; compact?: boolean }) {
  const line = openingLine(state);
  if (!line) return null;
  return (
    <p
      className={classes.line}
      data-compact={compact || undefined}
      data-open={state.open}
      data-testid="opening-line"
      suppressHydrationWarning
    >
      <span suppressHydrationWarning>{line}</span>
    </p>
  );
}

/** The line alone, for a card: nothing when the business gave no hours. */
export function OpeningLine({
  hours,
  now,
  zone = shownTimezone(),
}: {
  hours: Hours | null;
  now?: Date;
  zone?: string;
}) {
  const clock = useMinuteClock();
  if (!hours) return null;
  return <StatusLine state={openingState(hours, now ?? clock, zone)} compact />;
}
