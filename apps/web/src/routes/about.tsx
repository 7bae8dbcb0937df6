import { createFileRoute } from "@tanstack/react-router";
import { art } from "#web/assets/art/index.ts";
import { BoardGrid } from "#web/components/about/BoardGrid.tsx";
import { ButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconCheck } from "#web/components/ui/icons.ts";
import { GroupMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { PageSection } from "#web/components/ui/PageSection.tsx";
import { GridColMarkup, GridMarkup, ImageMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { ListItemMarkup, ListMarkup, ThemeIconMarkup } from "#web/components/ui/text-markup.tsx";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";

export const Route = createFileRoute("/about")({
  head: pageHead(() => ({
    title: "About the Chamber",
    description: "Supporting local businesses and community growth since 1970: our mission and board of directors.",
  })),
  loader: ({ context }) => loadPageData(context.trpc.boardMember.list.ensureData({})),
  component: AboutPage,
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
      <PageSection>
        <GridMarkup gap={{ base: "xl", md: 48 }} align="center">
          <GridColMarkup span={{ base: 12, md: 6 }}>
            <TitleMarkup order={2} mb="md">
              Our History
            </TitleMarkup>
            <TextMarkup c="gray.8" mb="md" size="lg">
              For over 50 years, the Ojai Valley Chamber of Commerce has brought together the shop owners, growers,
              innovators and artists who make this valley special.
            </TextMarkup>
            <TextMarkup size={null} c="gray.8" mb="lg">
              What began as a handful of merchants meeting over coffee on Ojai Avenue has grown into a network of more
              than 250 member businesses. Through good seasons and hard ones, from wildfires to festivals, the chamber
              has helped its members adapt, connect and thrive while keeping the character of the valley intact.
            </TextMarkup>
            <ListMarkup
              spacing="sm"
              center
              icon={
                <ThemeIconMarkup size={26} radius="xl" color="oak.8">
                  <IconCheck size={16} />
                </ThemeIconMarkup>
              }
            >
              {highlights.map((item) => (
                <ListItemMarkup key={item}>
                  <TextMarkup size={null} c="gray.8">
                    {item}
                  </TextMarkup>
                </ListItemMarkup>
              ))}
            </ListMarkup>
            <GroupMarkup mt="xl" gap="sm">
              <ButtonLinkMarkup to="/membership-benefits">Membership Benefits</ButtonLinkMarkup>
              <ButtonLinkMarkup to="/page/$slug" params={{ slug: "about-ojai-valley" }} variant="light">
                About the Valley
              </ButtonLinkMarkup>
            </GroupMarkup>
          </GridColMarkup>
          <GridColMarkup span={{ base: 12, md: 6 }}>
            <ImageMarkup
              src={art.aboutValley.src}
              alt={art.aboutValley.alt}
              radius="lg"
              style={{ aspectRatio: "4 / 3" }}
            />
          </GridColMarkup>
        </GridMarkup>
      </PageSection>
      <PageSection band>
        <TitleMarkup order={2} ta="center" mb={6}>
          Board of Directors
        </TitleMarkup>
        <TextMarkup size={null} c="gray.7" ta="center" mb="xl" maw={620} mx="auto">
          Volunteers from member businesses who guide the chamber's work on behalf of the whole valley.
        </TextMarkup>
        <BoardGrid />
      </PageSection>
    </>
  );
}
