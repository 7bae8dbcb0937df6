// Notes, for the REST door's shared cache, the next instant at which a time-windowed list changes
// by the clock alone (cache/next-change-note.ts).
import type { Context } from "../context.ts";

/** The earliest bound after `now` among `rows` (each row's start and end), noted on the context. */
export function noteNextChange<Row>(ctx: Context, rows: readonly Row[], now: Date, bounds: (row: Row) => Date[]) {
  for (const row of rows) {
    for (const bound of bounds(row)) if (bound > now) ctx.nextChange.note(bound);
  }
}
