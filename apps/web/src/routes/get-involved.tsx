import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { involvementAreas, regularMeetings } from "#web/components/get-involved/content.ts";
import { ButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCheck,
  IconClock,
  IconHeartHandshake,
  IconSchool,
  IconSpeakerphone,
  IconUsersGroup,
} from "#web/components/ui/icons.ts";
import { PaperMarkup, SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { CardMarkup, GroupMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { PageSection } from "#web/components/ui/PageSection.tsx";
import { GridColMarkup, GridMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { ListItemMarkup, ListMarkup, ThemeIconMarkup } from "#web/components/ui/text-markup.tsx";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/get-involved")({
  head: pageHead(() => ({
    title: "Get Involved",
    description: "Volunteer, sponsor or join a committee: ways to take part in the Ojai Valley's business community.",
  })),
  component: GetInvolvedPage,
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
      <PageSection>
        <TitleMarkup order={2} mb="lg">
          Ways to Participate
        </TitleMarkup>
        <SimpleGridMarkup cols={{ base: 1, sm: 2 }} spacing="lg">
          {involvementAreas.map((area) => (
            <CardMarkup
              key={area.title}
              withBorder
              radius="md"
              padding="xl"
              shadow="xs"
              component="section"
              aria-label={area.title}
            >
              <GroupMarkup gap="md" mb="sm" wrap="nowrap">
                <ThemeIconMarkup size={48} radius="md" variant="light">
                  {areaIcons[area.title]}
                </ThemeIconMarkup>
                <TitleMarkup order={3}>{area.title}</TitleMarkup>
              </GroupMarkup>
              <TextMarkup size={null} c="gray.7" mb="md">
                {area.summary}
              </TextMarkup>
              <ListMarkup
                spacing={8}
                size="sm"
                icon={
                  <ThemeIconMarkup size={20} radius="xl" color="oak.8">
                    <IconCheck size={12} />
                  </ThemeIconMarkup>
                }
              >
                {area.ways.map((way) => (
                  <ListItemMarkup key={way}>{way}</ListItemMarkup>
                ))}
              </ListMarkup>
            </CardMarkup>
          ))}
        </SimpleGridMarkup>
      </PageSection>

      <PageSection band>
        <GridMarkup gap={{ base: "xl", md: 40 }}>
          <GridColMarkup span={{ base: 12, md: 7 }}>
            <TitleMarkup order={2} mb="xs">
              Regular Events & Meetings
            </TitleMarkup>
            <TextMarkup size={null} c="gray.7" mb="lg">
              Drop in to any of these gatherings: members and guests are always welcome.
            </TextMarkup>
            <SimpleGridMarkup
              cols={{ base: 1, xs: 2 }}
              spacing="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
            >
              {regularMeetings.map((meeting) => (
                <PaperMarkup
                  key={meeting.name}
                  component="li"
                  withBorder
                  radius="md"
                  p="lg"
                  data-testid="regular-meeting"
                >
                  <TextMarkup size={null} fw={700} c="gray.9" mb={6}>
                    {meeting.name}
                  </TextMarkup>
                  <GroupMarkup gap={6} c="gray.7" wrap="nowrap">
                    <IconCalendarEvent size={16} aria-hidden="true" />
                    <TextMarkup size="sm">{meeting.when}</TextMarkup>
                  </GroupMarkup>
                  <GroupMarkup gap={6} c="gray.7" wrap="nowrap" mt={4}>
                    <IconClock size={16} aria-hidden="true" />
                    <TextMarkup size="sm">{meeting.time}</TextMarkup>
                  </GroupMarkup>
                </PaperMarkup>
              ))}
            </SimpleGridMarkup>
          </GridColMarkup>
          <GridColMarkup span={{ base: 12, md: 5 }}>
            <CardMarkup component="div" withBorder={false} radius="md" padding="xl" bg="oak.9" c="white" h="100%">
              <ThemeIconMarkup size={48} radius="md" color="citrus.3" c="oak.9" mb="md">
                <IconBuildingCommunity size={26} />
              </ThemeIconMarkup>
              <TitleMarkup order={2} c="white" mb="xs">
                Leadership Opportunities
              </TitleMarkup>
              <TextMarkup size={null} c="oak.0" mb="lg">
                Each year members are elected to the Board of Directors and appointed to chair committees. If you'd like
                to help set the chamber's direction, we'd love to hear from you.
              </TextMarkup>
              <GroupMarkup gap="sm">
                <ButtonLinkMarkup color="citrus.3" c="oak.9" to="/contact">
                  Join a Committee
                </ButtonLinkMarkup>
                <ButtonLinkMarkup variant="outline" color="white" to="/contact">
                  Board Nominations
                </ButtonLinkMarkup>
              </GroupMarkup>
            </CardMarkup>
          </GridColMarkup>
        </GridMarkup>
      </PageSection>

      <PageSection size="md" ta="center">
        <TitleMarkup order={2} mb="sm">
          Ready to Make a Difference?
        </TitleMarkup>
        <TextMarkup size={null} c="gray.7" mb="lg" maw={620} mx="auto">
          Tell us how you'd like to help, or come and meet fellow members at our next event.
        </TextMarkup>
        <GroupMarkup justify="center" gap="sm">
          <ButtonLinkMarkup size="md" to="/contact">
            Contact Us
          </ButtonLinkMarkup>
          <ButtonLinkMarkup size="md" variant="light" to="/events">
            View Upcoming Events
          </ButtonLinkMarkup>
        </GroupMarkup>
      </PageSection>
    </>
  );
}
