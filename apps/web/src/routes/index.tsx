// The home page (docs/product.md §2): hero, the Experience Ojai gallery, stats, upcoming events, featured
// businesses, testimonials and the Get Involved band.
import { createFileRoute } from "@tanstack/react-router";
import { ExperienceGallery } from "#web/components/home/ExperienceGallery.tsx";
import { FeaturedBusinessesSection } from "#web/components/home/FeaturedBusinessesSection.tsx";
import { GetInvolvedBand } from "#web/components/home/GetInvolvedBand.tsx";
import { HeroCarousel } from "#web/components/home/HeroCarousel.tsx";
import { HOME_BUSINESS_LIMIT, HOME_FEATURED_LIMIT } from "#web/components/home/home-limits.ts";
import { StatsBand } from "#web/components/home/StatsBand.tsx";
import { Testimonials } from "#web/components/home/Testimonials.tsx";
import { UpcomingEventsSection } from "#web/components/home/UpcomingEventsSection.tsx";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";

export const Route = createFileRoute("/")({
  // The home page is titled by the site's name alone and described by its tagline.
  head: pageHead(({ match }) => ({
    description:
      match.context.trpc.setting.facts.getData({})?.tagline ||
      "Businesses, events, news and visitor information from the Ojai Valley Chamber of Commerce.",
  })),
  loader: ({ context }) =>
    loadPageData(
      context.trpc.event.featured.ensureData({ limit: HOME_FEATURED_LIMIT }),
      context.trpc.business.featured.ensureData({ limit: HOME_BUSINESS_LIMIT }),
    ),
  component: HomePage,
});

function HomePage() {
  useHydrationMark();
  return (
    <>
      <HeroCarousel />
      <UpcomingEventsSection />
      <StatsBand />
      <ExperienceGallery />
      <FeaturedBusinessesSection />
      <Testimonials />
      <GetInvolvedBand />
    </>
  );
}
