import { Box, Card, Container, Grid, Group, List, Paper, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { involvementAreas, regularMeetings } from "../components/get-involved/content.ts";
import { MantineScope } from "../components/layout/MantineScope.tsx";
import { ButtonLinkMarkup } from "../components/ui/ButtonLinkMarkup.tsx";
import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCheck,
  IconClock,
  IconHeartHandshake,
  IconSchool,
  IconSpeakerphone,
  IconUsersGroup,
} from "../components/ui/icons.ts";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { pageHead } from "../lib/head.ts";
import { useHydrationMark } from "../lib/hydration-mark.ts";

export const Route = createFileRoute("/get-involved")({
  head: pageHead(() => ({
    title: "Get Involved",
    description: "Volunteer, sponsor or join a committee: ways to take part in the Ojai Valley's business community.",
  })),
  component: () => (
    <MantineScope>
      <GetInvolvedPage />
    </MantineScope>
  ),
});

const areaIcons: Record<string, ReactNode> = {
  "Volunteer Opportunities": <IconHeartHandshake size={24} />,
  "Committee Participation": <IconUsersGroup size={24} />,
  "Advocacy & Leadership": <IconSpeakerphone size={24} />,
  "Mentorship Programs": <IconSchool size={24} />,
};

function GetInvolvedPage() {
  useHydrationMark();
  return (
    <>
      <PageHeader
        title="Get Involved"
        subtitle="The chamber is its members. Volunteer, join a committee, mentor a neighbour or step into leadership."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Get Involved" }]}
      />
      <Container size="lg" py={{ base: "xl", sm: 56 }}>
        <Title order={2} mb="lg">
          Ways to Participate
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {involvementAreas.map((area) => (
            <Card
              key={area.title}
              withBorder
              radius="md"
              padding="xl"
              shadow="xs"
              component="section"
              aria-label={area.title}
            >
              <Group gap="md" mb="sm" wrap="nowrap">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                  {areaIcons[area.title]}
                </ThemeIcon>
                <Title order={3}>{area.title}</Title>
              </Group>
              <Text c="gray.7" mb="md">
                {area.summary}
              </Text>
              <List
                spacing={8}
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" color="oak.8" aria-hidden="true">
                    <IconCheck size={12} />
                  </ThemeIcon>
                }
              >
                {area.ways.map((way) => (
                  <List.Item key={way}>{way}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="gray.0" py={{ base: "xl", sm: 56 }}>
        <Container size="lg">
          <Grid gap={{ base: "xl", md: 40 }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Title order={2} mb="xs">
                Regular Events & Meetings
              </Title>
              <Text c="gray.7" mb="lg">
                Drop in to any of these gatherings: members and guests are always welcome.
              </Text>
              <SimpleGrid
                cols={{ base: 1, xs: 2 }}
                spacing="md"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: "none" }}
              >
                {regularMeetings.map((meeting) => (
                  <Paper key={meeting.name} component="li" withBorder radius="md" p="lg" data-testid="regular-meeting">
                    <Text fw={700} c="gray.9" mb={6}>
                      {meeting.name}
                    </Text>
                    <Group gap={6} c="gray.7" wrap="nowrap">
                      <IconCalendarEvent size={16} aria-hidden="true" />
                      <Text size="sm">{meeting.when}</Text>
                    </Group>
                    <Group gap={6} c="gray.7" wrap="nowrap" mt={4}>
                      <IconClock size={16} aria-hidden="true" />
                      <Text size="sm">{meeting.time}</Text>
                    </Group>
                  </Paper>
                ))}
              </SimpleGrid>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card radius="md" padding="xl" bg="oak.9" c="white" h="100%">
                <ThemeIcon size={48} radius="md" color="citrus.3" c="oak.9" mb="md" aria-hidden="true">
                  <IconBuildingCommunity size={26} />
                </ThemeIcon>
                <Title order={2} c="white" mb="xs">
                  Leadership Opportunities
                </Title>
                <Text c="oak.0" mb="lg">
                  Each year members are elected to the Board of Directors and appointed to chair committees. If you'd
                  like to help set the chamber's direction, we'd love to hear from you.
                </Text>
                <Group gap="sm">
                  <ButtonLinkMarkup look="citrus" to="/contact">
                    Join a Committee
                  </ButtonLinkMarkup>
                  <ButtonLinkMarkup look="outlineWhite" to="/contact">
                    Board Nominations
                  </ButtonLinkMarkup>
                </Group>
              </Card>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Container size="md" py={{ base: "xl", sm: 56 }} ta="center">
        <Title order={2} mb="sm">
          Ready to Make a Difference?
        </Title>
        <Text c="gray.7" mb="lg" maw={620} mx="auto">
          Tell us how you'd like to help, or come and meet fellow members at our next event.
        </Text>
        <Group justify="center" gap="sm">
          <ButtonLinkMarkup look="primary" size="md" to="/contact">
            Contact Us
          </ButtonLinkMarkup>
          <ButtonLinkMarkup look="light" size="md" to="/events">
            View Upcoming Events
          </ButtonLinkMarkup>
        </Group>
      </Container>
    </>
  );
}
