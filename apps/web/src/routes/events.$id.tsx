// /events/$id (docs/product.md §2): one event with its badges, details, information, actions and the
// Event Not Found state for an unknown, hidden or malformed id.
import { eventStatusLabels, formatEventTime, formatInZone, isUpcoming } from "@chamber/core";
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { useEffect } from "react";
import { CalendarMenu, ShareMenu } from "../components/events/EventActions.tsx";
import { CategoryBadge, StatusBadge } from "../components/events/EventBadges.tsx";
import { MantineScope } from "../components/layout/MantineScope.tsx";
import { FeaturedBadge } from "../components/ui/FeaturedBadge.tsx";
import { IconArrowLeft, IconCalendarEvent, IconClock, IconMapPin } from "../components/ui/icons.ts";
import { PageContainer } from "../components/ui/PageContainer.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { DETAIL_PHOTO_SIZES, Photo } from "../components/ui/Photo.tsx";
import { describe, type HeadContext, pageHead } from "../lib/head.ts";
import { useHydrationMark } from "../lib/hydration-mark.ts";
import { loadPageData } from "../lib/route-data.ts";
import { type RouterOutputs, trpc } from "../lib/trpc.ts";

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
    if (!event) return undefined;
    const photo = event.image && { image: event.image, alt: event.title };
    return { title: event.title, description: describe(event.description), photo };
  }),
  loader: ({ context, params }) => {
    const id = parseEventId(params.id);
    if (id === null) throw notFound();
    return loadPageData(context.trpc.event.byId.ensureData({ id, scope: "public" }));
  },
  component: () => (
    <MantineScope>
      <EventDetailPage />
    </MantineScope>
  ),
  notFoundComponent: () => (
    <MantineScope>
      <EventNotFound />
    </MantineScope>
  ),
});

function EventDetailPage() {
  const { id: rawId } = Route.useParams();
  const id = parseEventId(rawId);
  const event = trpc.event.byId.useQuery({ id: id ?? 0, scope: "public" }, { enabled: id !== null });
  const notFound = id === null || event.isError;
  useHydrationMark();

  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs whenever the id in the path changes
  useEffect(() => {
    // docs/product.md §2: a new event starts at the top, even when reached from another event's page.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [rawId]);

  if (notFound) return <EventNotFound />;
  if (event.isPending) return <EventDetailSkeleton />;
  const data = event.data;
  const upcoming = isUpcoming(new Date(data.date), new Date());

  return (
    <>
      <PageHeader
        title={data.title}
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Events", to: "/events" }, { label: data.title }]}
      >
        <Group gap="lg" mt="md" c="white" data-testid="event-facts">
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden="true" />
            <Text>{formatInZone(data.date, "long")}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={18} aria-hidden="true" />
            <Text>{formatEventTime(data)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={18} aria-hidden="true" />
            <Text>{data.location}</Text>
          </Group>
        </Group>
        <Group gap="xs" mt="md" data-testid="event-badges">
          <Badge
            size="lg"
            radius="sm"
            tt="none"
            fw={600}
            bg={upcoming ? "white" : "gray.3"}
            c={upcoming ? "oak.9" : "gray.9"}
          >
            {upcoming ? "Upcoming" : "Past"}
          </Badge>
          <StatusBadge status={data.status} size="lg" />
          <CategoryBadge category={data.category} size="lg" />
          {data.featured && <FeaturedBadge size="lg" />}
        </Group>
      </PageHeader>

      <PageContainer>
        <Button component={Link} to="/events" variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="lg" px={8}>
          Back to Events
        </Button>
        <StatusNotice event={data} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {data.image && (
              <Box mb="lg" data-testid="event-photo">
                <Photo image={data.image} alt={data.title} sizes={DETAIL_PHOTO_SIZES} priority />
              </Box>
            )}
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="event-details-title">
              <Title order={2} size="h3" id="event-details-title" mb="md">
                Event Details
              </Title>
              <Text style={{ whiteSpace: "pre-line" }} lh={1.7} data-testid="event-description">
                {data.description}
              </Text>
            </Card>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="event-info-title">
                <Title order={2} size="h4" id="event-info-title" mb="sm">
                  Event Information
                </Title>
                <Stack gap="sm">
                  <InfoRow
                    label="Date and time"
                    value={formatInZone(data.date, data.allDay ? "long" : "full")}
                    testId="event-full-date"
                  />
                  <InfoRow label="Time" value={formatEventTime(data)} testId="event-time-range" />
                  {data.status !== "scheduled" && <InfoRow label="Status" value={eventStatusLabels[data.status]} />}
                  <InfoRow label="Location" value={data.location} />
                  <InfoRow label="Category" value={data.category} />
                  {data.website && (
                    <div>
                      <Text size="xs" tt="uppercase" fw={700} c="gray.7" lts="0.05em">
                        Event website
                      </Text>
                      <Anchor href={data.website} size="sm" rel="noopener noreferrer" data-testid="event-website">
                        {new URL(data.website).host}
                      </Anchor>
                    </div>
                  )}
                </Stack>
              </Card>

              <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="event-actions-title">
                <Title order={2} size="h4" id="event-actions-title" mb="sm">
                  Actions
                </Title>
                <Stack gap="sm">
                  <ShareMenu event={data} />
                  <CalendarMenu event={data} />
                  <Button component={Link} to="/events" variant="default">
                    View All Events
                  </Button>
                </Stack>
              </Card>

              <Card
                withBorder
                radius="md"
                padding="lg"
                component="section"
                aria-labelledby="event-help-title"
                bg="oak.0"
              >
                <Title order={2} size="h4" id="event-help-title" mb={4}>
                  Need More Info
                </Title>
                <Text size="sm" c="gray.8" mb="sm">
                  The Chamber office can answer questions about tickets, parking and accessibility.
                </Text>
                <Button component={Link} to="/contact" variant="outline">
                  Contact Us
                </Button>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </PageContainer>
    </>
  );
}

/**
 * What a visitor needs to know about an event that is not going ahead as planned: cancelled (the
 * page stays so shared links still answer), postponed, moved from an earlier date, or online.
 */
function StatusNotice({ event }: { event: PublicEventDetail }) {
  if (event.status === "scheduled") return null;
  const was = event.previousDate ? formatInZone(event.previousDate, "full") : null;
  const text = {
    cancelled: "This event has been cancelled.",
    postponed: was ? `This event, planned for ${was}, has been postponed.` : "This event has been postponed.",
    rescheduled: was ? `This event has moved from ${was}.` : "This event has been rescheduled.",
    movedOnline: "This event now takes place online.",
  }[event.status];
  const cancelled = event.status === "cancelled";
  // A bordered Paper rather than Alert: the public pages load only the Mantine styles they use.
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      role="status"
      bg={cancelled ? "red.0" : "blue.0"}
      style={{ borderLeft: `4px solid var(--mantine-color-${cancelled ? "red-8" : "blue-8"})` }}
      data-testid="event-status-notice"
    >
      <Text fw={700}>{eventStatusLabels[event.status]}</Text>
      <Text size="sm">{text}</Text>
      {event.status === "movedOnline" && event.onlineUrl && (
        <Anchor href={event.onlineUrl} size="sm" rel="noopener noreferrer">
          Join online
        </Anchor>
      )}
    </Paper>
  );
}

type PublicEventDetail = RouterOutputs["event"]["byId"];

function InfoRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="gray.7" lts="0.05em">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function EventDetailSkeleton() {
  return (
    <Container size="lg" py={48} aria-busy="true" aria-label="Loading event" role="status">
      <Skeleton height={14} width={180} mb="md" />
      <Skeleton height={40} width="60%" mb="md" />
      <Skeleton height={18} width="40%" mb={40} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={260} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Skeleton height={160} radius="md" />
            <Skeleton height={140} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function EventNotFound() {
  useHydrationMark();
  return (
    <Container size="sm" py={{ base: 64, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <IconCalendarEvent size={64} stroke={1.25} color="var(--mantine-color-oak-7)" aria-hidden="true" />
        <Title order={1}>Event Not Found</Title>
        <Text size="lg" c="gray.7">
          The event you're looking for doesn't exist or has been removed.
        </Text>
        <Button component={Link} to="/events" size="md" mt="sm" leftSection={<IconArrowLeft size={16} />}>
          Back to Events
        </Button>
      </Stack>
    </Container>
  );
}
