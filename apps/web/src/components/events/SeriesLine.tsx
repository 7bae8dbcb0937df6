// A series listed once on /events: its rule and whether the card's date is its next or, all of
// them past, its last ("Every first Thursday, 6:30 PM — next: Dec 3").
import { formatInZone, isUpcoming } from "@chamber/core";
import { IconRepeat } from "#web/components/ui/icons.ts";
import { GroupMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import classes from "./EventCard.module.css";

export function SeriesLine({ words, date }: { words: string; date: string }) {
  const [month = "", day = ""] = formatInZone(date, "card").split(" ");
  const which = isUpcoming(new Date(date), new Date()) ? "next" : "last";
  return (
    <GroupMarkup gap={8} wrap="nowrap" align="flex-start">
      <IconRepeat size={17} className={classes.icon} aria-hidden="true" />
      <TextMarkup fw={600} data-testid="event-repeats">
        {words} — {which}: {month} {day.replace(",", "")}
      </TextMarkup>
    </GroupMarkup>
  );
}
