// One event in a grid (home page and /events): category and Featured badges, title, the date in
// the card format ('Jan 5, 2025'), time range, status, location, a short description and Learn More.
import { formatEventTime, formatInZone, isUpcoming } from "@chamber/core";
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCalendarEvent, IconClock, IconMapPin } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { RouterOutputs } from "../../lib/trpc.ts";
import { FeaturedBadge } from "../ui/FeaturedBadge.tsx";
import { CARD_GRID_SIZES, Photo } from "../ui/Photo.tsx";
import { CategoryBadge, StatusBadge } from "./EventBadges.tsx";
import classes from "./EventCard.module.css";

export type PublicEvent = RouterOutputs["event"]["list"][number];

export function EventCard({
  event,
  headingOrder = 2,
  priority = false,
}: {
  event: PublicEvent;
  headingOrder?: 2 | 3;
  /** In the first row of the page: its photo is fetched at once (see Photo). */
  priority?: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card} component="article" data-testid="event-card">
      {event.image && (
        <Card.Section mb="md">
          <Photo image={event.image} alt={event.title} sizes={CARD_GRID_SIZES} fit="card" priority={priority} />
        </Card.Section>
      )}
      <div className={classes.dateTile} aria-hidden="true">
        <span className={classes.month}>{formatInZone(event.date, "card").split(" ")[0]}</span>
        <span className={classes.day}>{formatInZone(event.date, "card").split(" ")[1]?.replace(",", "")}</span>
      </div>
      <Stack gap="sm" className={classes.body}>
        <Group gap={6}>
          <StatusBadge status={event.status} size="sm" />
          <CategoryBadge category={event.category} size="sm" />
          {event.featured && <FeaturedBadge size="sm" />}
          {!isUpcoming(new Date(event.date), new Date()) && (
            <Badge size="sm" radius="sm" tt="none" fw={600} bg="gray.2" c="gray.8">
              Past
            </Badge>
          )}
        </Group>
        <Title order={headingOrder} className={classes.title}>
          {event.title}
        </Title>
        <Stack gap={6}>
          <Group gap={8} wrap="nowrap">
            <IconCalendarEvent size={17} className={classes.icon} aria-hidden="true" />
            <Text size="sm" component="time" dateTime={event.date}>
              {formatInZone(event.date, "card")}
            </Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <IconClock size={17} className={classes.icon} aria-hidden="true" />
            <Text size="sm">{formatEventTime(event)}</Text>
          </Group>
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconMapPin size={17} className={classes.icon} aria-hidden="true" />
            <Text size="sm">{event.location}</Text>
          </Group>
        </Stack>
        <Text size="sm" c="gray.7" lineClamp={3}>
          {event.description}
        </Text>
      </Stack>
      <Button component={Link} to={`/events/${event.id}`} variant="light" mt="md" fullWidth>
        Learn More<VisuallyHidden> about {event.title}</VisuallyHidden>
      </Button>
    </Card>
  );
}
