import { Box, Button, Container, Grid, Group, Image, List, Text, ThemeIcon, Title } from "@mantine/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { art } from "../assets/art/index.ts";
import { BoardGrid } from "../components/about/BoardGrid.tsx";
import { MantineScope } from "../components/layout/MantineScope.tsx";
import { ButtonLink } from "../components/links/RouterLinks.tsx";
import { IconCheck } from "../components/ui/icons.ts";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { pageHead } from "../lib/head.ts";
import { useHydrationMark } from "../lib/hydration-mark.ts";
import { loadPageData } from "../lib/route-data.ts";

export const Route = createFileRoute("/about")({
  head: pageHead(() => ({
    title: "About the Chamber",
    description: "Supporting local businesses and community growth since 1970: our mission and board of directors.",
  })),
  loader: ({ context }) => loadPageData(context.trpc.boardMember.list.ensureData({})),
  component: () => (
    <MantineScope>
      <AboutPage />
    </MantineScope>
  ),
});

const highlights = [
  "Promoting local businesses and a thriving valley economy",
  "Connecting members through networking, workshops and community events",
  "Welcoming visitors and championing the Ojai Valley as a place to live, work and play",
];

function AboutPage() {
  useHydrationMark();
  return (
    <>
      <PageHeader
        title="About the Chamber"
        subtitle="Supporting local business and community growth in the Ojai Valley since 1970."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "About" }]}
      />
      <Container size="lg" py={{ base: "xl", sm: 56 }}>
        <Grid gap={{ base: "xl", md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Title order={2} mb="md">
              Our History
            </Title>
            <Text c="gray.8" mb="md" size="lg">
              For over 50 years, the Ojai Valley Chamber of Commerce has brought together the shop owners, growers,
              innovators and artists who make this valley special.
            </Text>
            <Text c="gray.8" mb="lg">
              What began as a handful of merchants meeting over coffee on Ojai Avenue has grown into a network of more
              than 250 member businesses. Through good seasons and hard ones, from wildfires to festivals, the chamber
              has helped its members adapt, connect and thrive while keeping the character of the valley intact.
            </Text>
            <List
              spacing="sm"
              center
              icon={
                <ThemeIcon size={26} radius="xl" color="oak.8" aria-hidden="true">
                  <IconCheck size={16} />
                </ThemeIcon>
              }
            >
              {highlights.map((item) => (
                <List.Item key={item}>
                  <Text c="gray.8">{item}</Text>
                </List.Item>
              ))}
            </List>
            <Group mt="xl" gap="sm">
              <Button component={Link} to="/membership-benefits">
                Membership Benefits
              </Button>
              <ButtonLink to="/page/$slug" params={{ slug: "about-ojai-valley" }} variant="light">
                About the Valley
              </ButtonLink>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Image src={art.aboutValley.src} alt={art.aboutValley.alt} radius="lg" style={{ aspectRatio: "4 / 3" }} />
          </Grid.Col>
        </Grid>
      </Container>
      <Box bg="gray.0" py={{ base: "xl", sm: 56 }}>
        <Container size="lg">
          <Title order={2} ta="center" mb={6}>
            Board of Directors
          </Title>
          <Text c="gray.7" ta="center" mb="xl" maw={620} mx="auto">
            Volunteers from member businesses who guide the chamber's work on behalf of the whole valley.
          </Text>
          <BoardGrid />
        </Container>
      </Box>
    </>
  );
}
