// /events (docs/product.md §2): the community calendar with All Events / Festival / Business / Community
// filters. The filter lives in the URL (?category=Festival) so a filtered list can be shared.
import { eventFilters } from "@chamber/core";
import { Stack } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { EventCard } from "../components/events/EventCard.tsx";
import { validateEventsSearch } from "../components/events/events-search.ts";
import { CardGrid } from "../components/ui/CardGrid.tsx";
import { FilterButtons, optionsWithAll } from "../components/ui/FilterButtons.tsx";
import { PageContainer } from "../components/ui/PageContainer.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { usePageTitle } from "../lib/page-title.ts";
import { loadPageData } from "../lib/route-data.ts";
import { trpc } from "../lib/trpc.ts";

export const Route = createFileRoute("/events/")({
  validateSearch: validateEventsSearch,
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: ({ context, deps }) =>
    loadPageData(context.trpc.event.list.ensureData({ category: deps.category, scope: "public" })),
  component: EventsPage,
});

const filterOptions = optionsWithAll({ label: "All Events", value: "all" }, eventFilters);

function EventsPage() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  const events = trpc.event.list.useQuery({ category, scope: "public" });
  usePageTitle("Community Events");

  return (
    <>
      <PageHeader
        title="Community Events"
        subtitle="Festivals, workshops, mixers and gatherings across the Ojai Valley."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Events" }]}
      />
      <PageContainer>
        <Stack gap="xl">
          <FilterButtons
            label="Filter events by category"
            options={filterOptions}
            value={category ?? "all"}
            onChange={(value) =>
              navigate({ search: { category: value === "all" ? undefined : value }, replace: true, resetScroll: false })
            }
          />
          <CardGrid query={events} placeholders={6} empty="No events found for the selected category.">
            {(event) => <EventCard key={event.id} event={event} />}
          </CardGrid>
        </Stack>
      </PageContainer>
    </>
  );
}
