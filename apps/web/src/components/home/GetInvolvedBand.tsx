// The Get Involved band (docs/product.md §2): three ways in, each with Learn More.
import { Button, Card, SimpleGrid, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconBook2, IconHeartHandshake, IconUsersGroup } from "#web/components/ui/icons.ts";
import { HomeSection } from "./HomeSection.tsx";

const involvementCards = [
  {
    title: "Become a Member",
    text: "Get listed in the directory, meet other owners at monthly mixers and have a voice in the valley's future.",
    to: "/membership-benefits",
    linkContext: "about membership",
    icon: IconUsersGroup,
  },
  {
    title: "Volunteer & Lead",
    text: "Help run the Tangerine Festival, join a committee or mentor a new business owner.",
    to: "/get-involved",
    linkContext: "about volunteering",
    icon: IconHeartHandshake,
  },
  {
    title: "Business Resources",
    text: "Workshops, permits, grants and guides to help you start, run and grow a business in Ojai.",
    to: "/business-resources",
    linkContext: "about business resources",
    icon: IconBook2,
  },
] as const;

export function GetInvolvedBand() {
  return (
    <HomeSection
      id="get-involved-title"
      eyebrow="Join us"
      title="Get Involved"
      lead="There's a place for everyone who cares about the Ojai Valley."
      light
      style={{ padding: "72px 0", background: "linear-gradient(135deg, #8b3826 0%, #9f4430 100%)" }}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {involvementCards.map(({ title, text, to, linkContext, icon: Icon }) => (
          <Card key={title} radius="lg" padding="xl" style={{ display: "flex", flexDirection: "column" }}>
            <ThemeIcon size={48} radius="md" color="bluff.0" c="bluff.9" mb="md" aria-hidden="true">
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mb="xs">
              {title}
            </Title>
            <Text c="gray.7" mb="lg" style={{ flex: 1 }}>
              {text}
            </Text>
            <Button component={Link} to={to} color="bluff.8" style={{ alignSelf: "flex-start" }}>
              {/* The visible words are the spec's; the hidden ones give the link's own text its context. */}
              Learn More<VisuallyHidden> {linkContext}</VisuallyHidden>
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
