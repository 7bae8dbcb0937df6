// /events (docs/product.md §2): the community calendar with All Events and one filter per event
// category (the list staff keep), 12 events a page. The filter and the page live in the URL (?category=Festival&page=2) so
// a filtered list can be shared; filters and pages are links, so they work without JavaScript.
// The day filters (?when=today|weekend|week, or ?from=&to= from the date range form) go to the
// list as they are: the API reads them as site days, so the page's script carries no calendar code.
// A repeating event is listed once by its next date ("Every first Thursday — next: Dec 3"), or,
// with ?series=each, at every date.
import { type Category, localDate, shownTimezone } from "@chamber/core";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { EventCard } from "#web/components/events/EventCard.tsx";
import { EventDayRangeForm, noEventsMessage } from "#web/components/events/EventDayRangeForm.tsx";
import { EVENTS_PAGE_SIZE, type EventsSearch, validateEventsSearch } from "#web/components/events/events-search.ts";
import { MonthView } from "#web/components/events/MonthView.tsx";
import { monthBounds } from "#web/components/events/month.ts";
import { SeriesLine } from "#web/components/events/SeriesLine.tsx";
import { SubscribeCalendar } from "#web/components/events/SubscribeCalendar.tsx";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { CardGrid } from "#web/components/ui/CardGrid.tsx";
import {
  FilterLinks,
  type FilterLinksProps,
  filterLinkProps,
  optionsWithAll,
} from "#web/components/ui/FilterLinks.tsx";
import { IconCalendarPlus } from "#web/components/ui/icons.ts";
import { StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { PageHeaderAction } from "#web/components/ui/PageHeaderAction.tsx";
import { PageLinks, pagedList } from "#web/components/ui/PageLinks.tsx";
import { FIRST_ROW } from "#web/components/ui/Photo.tsx";
import { categoryFilter, useCategories } from "#web/lib/categories.ts";
import { EVENTS_CALENDAR_FEED, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

type ListSearch = Pick<EventsSearch, "category" | "when" | "from" | "to" | "page" | "series">;

/** The event.listPage input of an events URL: its category only when the list has it. */
function pageInput(search: ListSearch, categories: readonly Category[]) {
  return {
    category: categoryFilter(categories, search.category),
    when: search.when,
    from: search.from,
    to: search.to,
    series: search.series ?? ("once" as const),
    limit: EVENTS_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * EVENTS_PAGE_SIZE,
    scope: "public" as const,
  };
}

/** The event.list input of the month view. */
function monthInput(search: { category?: string; month?: string }, categories: readonly Category[]) {
  return {
    category: categoryFilter(categories, search.category),
    ...monthBounds(search.month ?? thisMonth()),
    scope: "public" as const,
  };
}

const thisMonth = () => localDate(new Date(), shownTimezone()).slice(0, 7);

export const Route = createFileRoute("/events/")({
  head: pageHead(() => ({
    title: "Community Events",
    description: "Festivals, business mixers and community gatherings across the Ojai Valley: dates, times and places.",
    feeds: [EVENTS_CALENDAR_FEED],
  })),
  validateSearch: validateEventsSearch,
  loaderDeps: ({ search }) => ({
    category: search.category,
    when: search.when,
    from: search.from,
    to: search.to,
    page: search.page,
    series: search.series,
    view: search.view,
    month: search.month,
  }),
  loader: ({ context, deps }) =>
    loadPageData(
      context.trpc.category.list
        .ensureData({ kind: "event" })
        .then(
          (categories): Promise<unknown> =>
            deps.view === "month"
              ? context.trpc.event.list.ensureData(monthInput(deps, categories))
              : context.trpc.event.listPage.ensureData(pageInput(deps, categories)),
        ),
    ),
  component: EventsPage,
});

const seriesOptions = [
  { label: "Once, by the next date", value: "once" },
  { label: "Every date", value: "each" },
];
const viewOptions = [
  { label: "List", value: "list" },
  { label: "Month", value: "month" },
];
const whenOptions = [
  { label: "Upcoming first", value: "all" },
  { label: "All upcoming", value: "upcoming" },
  { label: "Today", value: "today" },
  { label: "This weekend", value: "weekend" },
  { label: "Next 7 days", value: "week" },
  { label: "Past events", value: "past" },
] as const;
type WhenOption = (typeof whenOptions)[number]["value"];

/** A row of filter links to /events, each to the search `search` gives for its option. */
function EventsFilterLinks<T extends string>({
  search,
  ...row
}: Omit<FilterLinksProps<T>, "renderLink"> & { search: (value: T) => EventsSearch }) {
  return (
    <FilterLinks
      {...row}
      renderLink={(option, current) => (
        <ButtonLink to="/events" search={search(option.value)} {...filterLinkProps(current)}>
          {option.label}
        </ButtonLink>
      )}
    />
  );
}

function EventsPage() {
  const { category: asked, when, from, to, page = 1, view, month, series } = Route.useSearch();
  const categories = useCategories("event");
  const category = categoryFilter(categories, asked);
  const filterOptions = optionsWithAll(
    { label: "All Events", value: "all" },
    categories.map((c) => c.name),
  );
  // While another page loads, keep the last one on screen instead of flashing skeletons.
  const events = trpc.event.listPage.useQuery(pageInput({ category, when, from, to, page, series }, categories), {
    placeholderData: keepPreviousData,
    enabled: view !== "month",
  });
  const monthEvents = trpc.event.list.useQuery(monthInput({ category, month }, categories), {
    placeholderData: keepPreviousData,
    enabled: view === "month",
  });
  useHydrationMark();
  const total = events.data?.total ?? 0;
  const { pages, pastTheEnd } = pagedList(total, page, EVENTS_PAGE_SIZE, "events");

  return (
    <>
      <PageHeader
        title="Community Events"
        subtitle="Festivals, workshops, mixers and gatherings across the Ojai Valley."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Events" }]}
      >
        <PageHeaderAction to="/events/submit" icon={IconCalendarPlus}>
          Submit an event
        </PageHeaderAction>
      </PageHeader>
      <PageContainer>
        <StackMarkup gap="xl">
          <EventsFilterLinks
            label="Filter events by category"
            options={filterOptions}
            value={category ?? "all"}
            search={(value) => ({ category: value === "all" ? undefined : value, when, from, to, view, month, series })}
          />
          <EventsFilterLinks
            label="Show events as"
            options={viewOptions}
            value={view ?? "list"}
            search={(value) => ({ category, view: value === "month" ? "month" : undefined, month })}
          />
          {view === "month" ? (
            monthEvents.data ? (
              <MonthView month={month ?? thisMonth()} events={monthEvents.data} search={{ category }} />
            ) : (
              <TextMarkup size={null} role="status">
                Loading events…
              </TextMarkup>
            )
          ) : null}
          {view !== "month" && (
            <EventsFilterLinks<WhenOption | "range">
              label="Show events by date"
              options={whenOptions}
              value={when ?? (from || to ? "range" : "all")}
              search={(value) => ({ category, when: value === "all" || value === "range" ? undefined : value, series })}
            />
          )}
          {view !== "month" && (
            <EventsFilterLinks
              label="Show repeating events"
              options={seriesOptions}
              value={series ?? "once"}
              search={(value) => ({ category, when, from, to, series: value === "each" ? "each" : undefined })}
            />
          )}
          {view !== "month" && <EventDayRangeForm category={category} from={from} to={to} series={series} />}
          {view !== "month" && (
            <CardGrid
              query={{ isPending: events.isPending, data: events.data?.items }}
              placeholders={6}
              empty={pastTheEnd ?? noEventsMessage({ category, when, from, to })}
            >
              {(event, index) => (
                <EventCard
                  key={event.id}
                  event={event}
                  priority={index < FIRST_ROW}
                  note={event.repeats && <SeriesLine words={event.repeats} date={event.date} />}
                />
              )}
            </CardGrid>
          )}
          {events.data && view !== "month" ? (
            <PageLinks
              label="Events pages"
              page={page}
              count={pages}
              renderLink={(link) => (
                <ButtonLink
                  to="/events"
                  search={{ category, when, from, to, series, page: link.page }}
                  {...link.props}
                />
              )}
            />
          ) : null}
          <SubscribeCalendar category={categories.find((one) => one.name === category)} />
        </StackMarkup>
      </PageContainer>
    </>
  );
}
