// One event in a grid (home page and /events): category and Featured badges, title, the date in
// the card format ('Jan 5, 2025'), time range, status, location, a short description and Learn More.
// `note` goes under the title (the events list's series line, SeriesLine.tsx, kept out of the home page's script).
// Drawn with Mantine's markup as plain elements (ui/mantine-markup.tsx): a page draws a dozen.
import { formatEventTime, formatInZone, isUpcoming } from "@chamber/core";
import type { ReactNode } from "react";
import { LightButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import type { GridCardProps } from "#web/components/ui/CardGrid.tsx";
import { FeaturedBadge } from "#web/components/ui/FeaturedBadge.tsx";
import { IconCalendarEvent, IconClock, IconMapPin } from "#web/components/ui/icons.ts";
import {
  BadgeMarkup,
  CardMarkup,
  CardSectionMarkup,
  GroupMarkup,
  StackMarkup,
  TextMarkup,
  TitleMarkup,
  VisuallyHiddenMarkup,
} from "#web/components/ui/mantine-markup.tsx";
import { CARD_GRID_SIZES, Photo } from "#web/components/ui/Photo.tsx";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { CategoryBadge, StatusBadge } from "./EventBadges.tsx";
import classes from "./EventCard.module.css";

export type PublicEvent = RouterOutputs["event"]["list"][number];

export function EventCard({
  event,
  headingOrder = 2,
  priority = false,
  note,
}: GridCardProps & { event: PublicEvent; note?: ReactNode }) {
  const [month, day] = formatInZone(event.date, "card").split(" ");
  return (
    <CardMarkup className={classes.card} data-testid="event-card">
      {event.image && (
        <CardSectionMarkup>
          <Photo image={event.image} alt={event.title} sizes={CARD_GRID_SIZES} fit="card" priority={priority} />
        </CardSectionMarkup>
      )}
      <div className={classes.dateTile} aria-hidden="true">
        <span className={classes.month}>{month}</span>
        <span className={classes.day}>{day?.replace(",", "")}</span>
      </div>
      <StackMarkup gap="sm" className={classes.body}>
        <GroupMarkup gap={6}>
          <StatusBadge status={event.status} size="sm" />
          <CategoryBadge category={event.category} size="sm" />
          {event.featured && <FeaturedBadge size="sm" />}
          {event.registration && (
            <BadgeMarkup size="sm" fw={600} bg="oak.0" color="oak.9" data-testid="registration-badge">
              {event.registration === "open" ? "Registration open" : "Waitlist open"}
            </BadgeMarkup>
          )}
          {!isUpcoming(new Date(event.date), new Date()) && (
            <BadgeMarkup size="sm" fw={600} bg="gray.2" color="gray.8">
              Past
            </BadgeMarkup>
          )}
        </GroupMarkup>
        <TitleMarkup order={headingOrder} className={classes.title}>
          {event.title}
        </TitleMarkup>
        {note}
        <StackMarkup gap={6}>
          <GroupMarkup gap={8} wrap="nowrap">
            <IconCalendarEvent size={17} className={classes.icon} aria-hidden="true" />
            <TextMarkup dateTime={event.date}>{formatInZone(event.date, "card")}</TextMarkup>
          </GroupMarkup>
          <GroupMarkup gap={8} wrap="nowrap">
            <IconClock size={17} className={classes.icon} aria-hidden="true" />
            <TextMarkup>{formatEventTime(event)}</TextMarkup>
          </GroupMarkup>
          <GroupMarkup gap={8} wrap="nowrap" align="flex-start">
            <IconMapPin size={17} className={classes.icon} aria-hidden="true" />
            <TextMarkup>{event.location}</TextMarkup>
          </GroupMarkup>
        </StackMarkup>
        <TextMarkup color="gray.7" lineClamp={3}>
          {event.description}
        </TextMarkup>
      </StackMarkup>
      <LightButtonLinkMarkup to="/events/$id" params={{ id: String(event.id) }}>
        Learn More<VisuallyHiddenMarkup> about {event.title}</VisuallyHiddenMarkup>
      </LightButtonLinkMarkup>
    </CardMarkup>
  );
}
