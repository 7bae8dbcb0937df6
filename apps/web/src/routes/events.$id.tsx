// /events/$id (docs/product.md §2): one event with its badges, details, information, actions and the
// Event Not Found state for an unknown, hidden or malformed id. An occurrence of a series says its
// rule and next dates; the address of a series' skipped date answers "This date is skipped".
import { eventStatusLabels, formatEventTime, formatInZone, isUpcoming } from "@chamber/core";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { useEffect } from "react";
import { CalendarMenu, ShareMenu } from "#web/components/events/EventActions.tsx";
import { CategoryBadge, StatusBadge } from "#web/components/events/EventBadges.tsx";
import { StatusNotice } from "#web/components/events/EventNotices.tsx";
import { icsHref } from "#web/components/events/ics-href.ts";
import { SeriesDates } from "#web/components/events/SeriesDates.tsx";
import { SkippedDate } from "#web/components/events/SkippedDate.tsx";
import { RegistrationBlock } from "#web/components/registration/RegistrationBlock.tsx";
import { ButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { FeaturedBadge } from "#web/components/ui/FeaturedBadge.tsx";
import { IconArrowLeft, IconCalendarEvent, IconClock, IconMapPin } from "#web/components/ui/icons.ts";
import { BoxMarkup, ContainerMarkup, SkeletonMarkup } from "#web/components/ui/layout-markup.tsx";
import {
  AnchorMarkup,
  BadgeMarkup,
  CardMarkup,
  GroupMarkup,
  StackMarkup,
  TextMarkup,
  TitleMarkup,
} from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { DETAIL_PHOTO_SIZES, Photo } from "#web/components/ui/Photo.tsx";
import { GridColMarkup, GridMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { describe, type HeadContext, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { trpc } from "#web/lib/trpc.ts";

/** The id in the path as a positive integer, or null for anything else ("abc", "0", "1.5"). */
function parseEventId(raw: string): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const Route = createFileRoute("/events/$id")({
  head: pageHead(({ match, params }: HeadContext<{ id: string }>) => {
    const id = parseEventId(params.id);
    const event = id === null ? undefined : match.context.trpc.event.byId.getData({ id, scope: "public" });
    const skipped = id === null ? undefined : match.context.trpc.event.skipped.getData({ id });
    if (skipped && !event) return { title: `${skipped.title}: date skipped`, description: skipped.words };
    if (!event) return undefined;
    const photo = event.image && { image: event.image, alt: event.title };
    const feeds = [{ type: "text/calendar", href: icsHref(event.id), title: `${event.title} (iCalendar)` } as const];
    return { title: event.title, description: describe(event.description), photo, feeds };
  }),
  loader: async ({ context, params }) => {
    const id = parseEventId(params.id);
    if (id === null) throw notFound();
    // Its reads come in a module of their own: a loader's code is in every page's first script.
    const { loadEventPage } = await import("#web/components/events/event-page-data.ts");
    return loadEventPage(context, id);
  },
  headers: ({ loaderData }) => loaderData,
  component: EventDetailPage,
  notFoundComponent: EventNotFound,
});

function EventDetailPage() {
  const { id: rawId } = Route.useParams();
  const id = parseEventId(rawId);
  // A skipped date the server's loader found is not asked for as an event again (that is a 404).
  const utils = trpc.useUtils();
  const skippedAtLoad = id !== null && utils.event.skipped.getData({ id }) !== undefined;
  const event = trpc.event.byId.useQuery({ id: id ?? 0, scope: "public" }, { enabled: id !== null && !skippedAtLoad });
  const notFound = id === null || event.isError;
  // After a navigation in the browser, a missing event may be a skipped date: that is asked then.
  const skipped = trpc.event.skipped.useQuery({ id: id ?? 0 }, { enabled: notFound && id !== null, retry: false });
  const seriesId = event.data?.seriesId ?? null;
  const series = trpc.event.series.useQuery({ id: id ?? 0 }, { enabled: seriesId !== null, retry: false });
  useHydrationMark();

  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs whenever the id in the path changes
  useEffect(() => {
    // docs/product.md §2: a new event starts at the top, even when reached from another event's page.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [rawId]);

  if (skipped.data) return <SkippedDate skipped={skipped.data} />;
  if (notFound)
    return skipped.isPending && skipped.fetchStatus === "fetching" ? <EventDetailSkeleton /> : <EventNotFound />;
  if (event.isPending) return <EventDetailSkeleton />;
  const data = event.data;
  const upcoming = isUpcoming(new Date(data.date), new Date());

  return (
    <>
      <PageHeader
        title={data.title}
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Events", to: "/events" }, { label: data.title }]}
      >
        <GroupMarkup gap="lg" mt="md" c="white" data-testid="event-facts">
          <GroupMarkup gap={6} wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden="true" />
            <TextMarkup size={null}>{formatInZone(data.date, "long")}</TextMarkup>
          </GroupMarkup>
          <GroupMarkup gap={6} wrap="nowrap">
            <IconClock size={18} aria-hidden="true" />
            <TextMarkup size={null}>{formatEventTime(data)}</TextMarkup>
          </GroupMarkup>
          <GroupMarkup gap={6} wrap="nowrap">
            <IconMapPin size={18} aria-hidden="true" />
            <TextMarkup size={null}>{data.location}</TextMarkup>
          </GroupMarkup>
        </GroupMarkup>
        <GroupMarkup gap="xs" mt="md" data-testid="event-badges">
          <BadgeMarkup size="lg" fw={600} bg={upcoming ? "white" : "gray.3"} c={upcoming ? "oak.9" : "gray.9"}>
            {upcoming ? "Upcoming" : "Past"}
          </BadgeMarkup>
          <StatusBadge status={data.status} size="lg" />
          <CategoryBadge category={data.category} size="lg" />
          {data.featured && <FeaturedBadge size="lg" />}
        </GroupMarkup>
      </PageHeader>

      <PageContainer>
        <ButtonLinkMarkup to="/events" variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="lg" px={8}>
          Back to Events
        </ButtonLinkMarkup>
        <StatusNotice event={data} />
        <GridMarkup gap="lg">
          <GridColMarkup span={{ base: 12, md: 8 }}>
            {data.image && (
              <BoxMarkup mb="lg" data-testid="event-photo">
                <Photo image={data.image} alt={data.title} sizes={DETAIL_PHOTO_SIZES} priority />
              </BoxMarkup>
            )}
            <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="event-details-title">
              <TitleMarkup order={2} size="h3" id="event-details-title" mb="md">
                Event Details
              </TitleMarkup>
              <TextMarkup size={null} style={{ whiteSpace: "pre-line" }} lh={1.7} data-testid="event-description">
                {data.description}
              </TextMarkup>
            </CardMarkup>
            <RegistrationBlock eventId={data.id} />
          </GridColMarkup>

          <GridColMarkup span={{ base: 12, md: 4 }}>
            <StackMarkup gap="lg">
              <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="event-info-title">
                <TitleMarkup order={2} size="h4" id="event-info-title" mb="sm">
                  Event Information
                </TitleMarkup>
                <StackMarkup gap="sm">
                  <InfoRow
                    label="Date and time"
                    value={formatInZone(data.date, data.allDay ? "long" : "full")}
                    testId="event-full-date"
                  />
                  <InfoRow label="Time" value={formatEventTime(data)} testId="event-time-range" />
                  {data.status !== "scheduled" && <InfoRow label="Status" value={eventStatusLabels[data.status]} />}
                  <InfoRow label="Location" value={data.location} />
                  <InfoRow label="Category" value={data.category} />
                  {data.cost && <InfoRow label="Cost" value={data.cost} testId="event-cost" />}
                  {data.website && (
                    <div>
                      <TextMarkup size="xs" tt="uppercase" fw={700} c="gray.7" lts="0.05em">
                        Event website
                      </TextMarkup>
                      <AnchorMarkup href={data.website} size="sm" rel="noopener noreferrer" data-testid="event-website">
                        {new URL(data.website).host}
                      </AnchorMarkup>
                    </div>
                  )}
                </StackMarkup>
              </CardMarkup>

              {series.data && <SeriesDates series={series.data} />}

              <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="event-actions-title">
                <TitleMarkup order={2} size="h4" id="event-actions-title" mb="sm">
                  Actions
                </TitleMarkup>
                <StackMarkup gap="sm">
                  <ShareMenu event={data} />
                  <CalendarMenu event={data} seriesId={series.data ? series.data.id : undefined} />
                  <ButtonLinkMarkup to="/events" variant="default">
                    View All Events
                  </ButtonLinkMarkup>
                </StackMarkup>
              </CardMarkup>

              <CardMarkup
                withBorder
                radius="md"
                padding="lg"
                component="section"
                aria-labelledby="event-help-title"
                bg="oak.0"
              >
                <TitleMarkup order={2} size="h4" id="event-help-title" mb={4}>
                  Need More Info
                </TitleMarkup>
                <TextMarkup size="sm" c="gray.8" mb="sm">
                  The Chamber office can answer questions about tickets, parking and accessibility.
                </TextMarkup>
                <ButtonLinkMarkup to="/contact" variant="outline">
                  Contact Us
                </ButtonLinkMarkup>
              </CardMarkup>
            </StackMarkup>
          </GridColMarkup>
        </GridMarkup>
      </PageContainer>
    </>
  );
}

function InfoRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <TextMarkup size="xs" tt="uppercase" fw={700} c="gray.7" lts="0.05em">
        {label}
      </TextMarkup>
      <TextMarkup size="sm" data-testid={testId}>
        {value}
      </TextMarkup>
    </div>
  );
}

function EventDetailSkeleton() {
  return (
    <ContainerMarkup size="lg" py={48} aria-busy={true} aria-label="Loading event" role="status">
      <SkeletonMarkup height={14} width={180} mb="md" />
      <SkeletonMarkup height={40} width="60%" mb="md" />
      <SkeletonMarkup height={18} width="40%" mb={40} />
      <GridMarkup gap="lg">
        <GridColMarkup span={{ base: 12, md: 8 }}>
          <SkeletonMarkup height={260} radius="md" />
        </GridColMarkup>
        <GridColMarkup span={{ base: 12, md: 4 }}>
          <StackMarkup gap="lg">
            <SkeletonMarkup height={160} radius="md" />
            <SkeletonMarkup height={140} radius="md" />
          </StackMarkup>
        </GridColMarkup>
      </GridMarkup>
    </ContainerMarkup>
  );
}

function EventNotFound() {
  useHydrationMark();
  return (
    <ContainerMarkup size="sm" py={{ base: 64, sm: 96 }}>
      <StackMarkup align="center" ta="center" gap="md">
        <IconCalendarEvent size={64} stroke={1.25} color="var(--mantine-color-oak-7)" aria-hidden="true" />
        <TitleMarkup order={1}>Event Not Found</TitleMarkup>
        <TextMarkup size="lg" c="gray.7">
          The event you're looking for doesn't exist or has been removed.
        </TextMarkup>
        <ButtonLinkMarkup to="/events" size="md" mt="sm" leftSection={<IconArrowLeft size={16} />}>
          Back to Events
        </ButtonLinkMarkup>
      </StackMarkup>
    </ContainerMarkup>
  );
}
