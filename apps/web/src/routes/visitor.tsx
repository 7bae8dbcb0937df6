import { createFileRoute, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { art } from "#web/assets/art/index.ts";
import { MapPlaceholder } from "#web/components/map/MapPlaceholder.tsx";
import { ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import {
  IconArrowRight,
  IconBed,
  IconCompass,
  IconMap2,
  IconShoppingBag,
  IconToolsKitchen2,
} from "#web/components/ui/icons.ts";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { CardMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { PageSection } from "#web/components/ui/PageSection.tsx";
import { GridColMarkup, GridMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { AnchorLinkMarkup, ListItemMarkup, ListMarkup, ThemeIconMarkup } from "#web/components/ui/text-markup.tsx";
import { VisitorCard, type VisitorCardProps } from "#web/components/visitor/VisitorCard.tsx";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { useSiteFacts } from "#web/lib/site-facts.ts";
import { toast } from "#web/lib/toast.ts";

export const Route = createFileRoute("/visitor")({
  head: pageHead(() => ({
    title: "Visitor Information",
    description: "Plan a visit to Ojai: things to do, places to eat and stay, and how to get around the valley.",
  })),
  component: VisitorPage,
});

/** A card's link: bold, with an arrow, routed and type-checked. */
function CardLink({ children, ...link }: Pick<LinkProps, "to" | "params" | "search"> & { children: ReactNode }) {
  return (
    <AnchorLinkMarkup fw={600} size="sm" {...link}>
      {children}
      <IconArrowRight size={14} aria-hidden="true" style={{ marginInlineStart: 4, verticalAlign: "-2px" }} />
    </AnchorLinkMarkup>
  );
}

const cards: VisitorCardProps[] = [
  {
    title: "Dining",
    icon: <IconToolsKitchen2 size={20} />,
    image: art.galleryDining,
    text: "Farm-to-table kitchens, taquerias, cafés and tasting rooms pouring wine and olive oil from the valley.",
    links: (
      <CardLink to="/directory" search={{ category: "Dining" }}>
        Find restaurants and cafés
      </CardLink>
    ),
  },
  {
    title: "Shopping",
    icon: <IconShoppingBag size={20} />,
    image: art.galleryBusinesses,
    text: "Browse the Arcade's boutiques, bookshops and galleries, and take home local honey and pixie tangerines.",
    links: (
      <>
        <CardLink to="/directory" search={{ category: "Retail" }}>
          Browse local shops
        </CardLink>
        <CardLink to="/directory" search={{ category: "Arts" }}>
          Visit galleries and studios
        </CardLink>
      </>
    ),
  },
  {
    title: "Stay",
    icon: <IconBed size={20} />,
    image: art.galleryStyle,
    text: "From guest ranches in the hills to cottages a short walk from downtown, find a place to rest between adventures.",
    links: (
      <CardLink to="/directory" search={{ search: "lodging" }}>
        Find places to stay
      </CardLink>
    ),
  },
  {
    title: "Explore",
    icon: <IconCompass size={20} />,
    image: art.galleryLandmarks,
    text: "Ride the Ojai Valley Trail, hike to the ridge for the Pink Moment and catch a concert in Libbey Park.",
    links: (
      <>
        <CardLink to="/events">See upcoming events</CardLink>
        <CardLink to="/page/$slug" params={{ slug: "about-ojai-valley" }}>
          About the Ojai Valley
        </CardLink>
      </>
    ),
  },
];

function VisitorPage() {
  useHydrationMark();
  const facts = useSiteFacts();
  const showMapNotice = () =>
    toast({
      title: "Coming soon",
      message: "The interactive map is on its way. Stop by the Visitor Center for a paper map.",
    });

  return (
    <>
      <PageHeader
        title="Plan Your Visit"
        subtitle="Everything you need for a day trip or a long weekend in the Ojai Valley: where to eat, shop, stay and explore."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Visitors" }]}
      />
      <PageSection>
        <SimpleGridMarkup cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {cards.map((card) => (
            <VisitorCard key={card.title} {...card} />
          ))}
        </SimpleGridMarkup>
      </PageSection>
      <PageSection band>
        <GridMarkup gap={{ base: "xl", md: 40 }} align="center">
          <GridColMarkup span={{ base: 12, md: 7 }}>
            <MapPlaceholder label="Ojai Visitor Center" height={320} />
          </GridColMarkup>
          <GridColMarkup span={{ base: 12, md: 5 }}>
            <CardMarkup component="div" withBorder radius="md" padding="xl">
              <ThemeIconMarkup size={44} radius="md" variant="light" mb="md">
                <IconMap2 size={24} />
              </ThemeIconMarkup>
              <TitleMarkup order={2} size="h3" mb="xs">
                Find Your Way Around
              </TitleMarkup>
              <TextMarkup size={null} c="gray.7" mb="md">
                Downtown Ojai is compact and easy to explore on foot. Pick up maps, trail guides and friendly advice at
                the Visitor Center.
              </TextMarkup>
              <ListMarkup spacing={6} size="sm" c="gray.8" mb="lg">
                <ListItemMarkup>{facts.address}</ListItemMarkup>
                <ListItemMarkup>{facts.hours}</ListItemMarkup>
                <ListItemMarkup>{facts.phone}</ListItemMarkup>
              </ListMarkup>
              <ButtonMarkup onClick={showMapNotice} leftSection={<IconMap2 size={18} aria-hidden="true" />} fullWidth>
                View Interactive Map
              </ButtonMarkup>
            </CardMarkup>
          </GridColMarkup>
        </GridMarkup>
      </PageSection>
    </>
  );
}
