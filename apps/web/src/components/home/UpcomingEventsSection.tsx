// The home page's Upcoming Events (docs/product.md §2): featured events still to come, three placeholders
// while they load, and View All Events.

import { EventCard } from "#web/components/events/EventCard.tsx";
import { CardGrid } from "#web/components/ui/CardGrid.tsx";
import { trpc } from "#web/lib/trpc.ts";
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
      viewAll={{ to: "/events", label: "View All Events" }}
      style={{ padding: "72px 0" }}
    >
      <CardGrid
        query={events}
        placeholders={HOME_FEATURED_LIMIT}
        empty="No upcoming events right now. Check back soon."
      >
        {(event) => <EventCard key={event.id} event={event} headingOrder={3} />}
      </CardGrid>
    </HomeSection>
  );
}
