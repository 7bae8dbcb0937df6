// The home page's Upcoming Events (docs/product.md §2): featured events still to come, three placeholders
// while they load, and View All Events.
import { Button, SimpleGrid } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc.ts";
import { EventCard } from "../events/EventCard.tsx";
import { CardGridSkeleton } from "../ui/CardGridSkeleton.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { HomeSection } from "./HomeSection.tsx";
import { HOME_FEATURED_LIMIT } from "./home-limits.ts";

export function UpcomingEventsSection() {
  const events = trpc.event.featured.useQuery({ limit: HOME_FEATURED_LIMIT });
  return (
    <HomeSection
      id="upcoming-title"
      eyebrow="What's on"
      title="Upcoming Events"
      lead="Festivals, mixers and workshops coming up around the valley."
      action={
        <Button component={Link} to="/events" variant="subtle" rightSection={<IconArrowRight size={16} />}>
          View All Events
        </Button>
      }
      style={{ padding: "72px 0" }}
    >
      {events.isPending ? (
        <CardGridSkeleton count={HOME_FEATURED_LIMIT} />
      ) : !events.data?.length ? (
        <EmptyState message="No upcoming events right now. Check back soon." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {events.data.map((event) => (
            <EventCard key={event.id} event={event} headingOrder={3} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
