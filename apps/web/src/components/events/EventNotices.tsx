// What a visitor needs to know about an event that is not going ahead as planned: cancelled (the
// page stays so shared links still answer), postponed, moved from an earlier date, online, or an
// occurrence of a series moved on its own to another time ("Moved from …", decision 017).
import { eventStatusLabels, formatInZone } from "@chamber/core";
import { PaperMarkup } from "#web/components/ui/layout-markup.tsx";
import { AnchorMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import type { RouterOutputs } from "#web/lib/trpc.ts";

type NoticeEvent = RouterOutputs["event"]["byId"];

/** The original start of an occurrence staff moved on its own, or null. */
function movedFrom(event: NoticeEvent): string | null {
  if (event.seriesId === null || !event.occurrenceDate || !event.overridden) return null;
  return Date.parse(event.occurrenceDate) === Date.parse(event.date) ? null : event.occurrenceDate;
}

function Notice({ tone, title, children }: { tone: "red" | "blue"; title: string; children: React.ReactNode }) {
  // A bordered Paper rather than Alert: the public pages load only the Mantine styles they use.
  return (
    <PaperMarkup
      withBorder
      radius="md"
      p="md"
      mb="lg"
      role="status"
      bg={`${tone}.0`}
      style={{ borderLeft: `4px solid var(--mantine-color-${tone}-8)` }}
      data-testid="event-status-notice"
    >
      <TextMarkup size={null} fw={700}>
        {title}
      </TextMarkup>
      {children}
    </PaperMarkup>
  );
}

export function StatusNotice({ event }: { event: NoticeEvent }) {
  const moved = movedFrom(event);
  if (event.status === "scheduled") {
    if (!moved) return null;
    return (
      <Notice tone="blue" title="Moved">
        <TextMarkup size="sm">Moved from {formatInZone(moved, "full")}, its usual date in the series.</TextMarkup>
      </Notice>
    );
  }
  const was = event.previousDate ? formatInZone(event.previousDate, "full") : null;
  const text = {
    cancelled: "This event has been cancelled.",
    postponed: was ? `This event, planned for ${was}, has been postponed.` : "This event has been postponed.",
    rescheduled: was ? `This event has moved from ${was}.` : "This event has been rescheduled.",
    movedOnline: "This event now takes place online.",
  }[event.status];
  return (
    <Notice tone={event.status === "cancelled" ? "red" : "blue"} title={eventStatusLabels[event.status]}>
      <TextMarkup size="sm">{text}</TextMarkup>
      {event.status === "movedOnline" && event.onlineUrl && (
        <AnchorMarkup href={event.onlineUrl} size="sm" rel="noopener noreferrer">
          Join online
        </AnchorMarkup>
      )}
    </Notice>
  );
}
