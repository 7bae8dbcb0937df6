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
import { usePageTitle } from "#web/lib/page-title.ts";
import { loadPageData } from "#web/lib/route-data.ts";

export const Route = createFileRoute("/")({
  loader: ({ context }) =>
    loadPageData(
      context.trpc.event.featured.ensureData({ limit: HOME_FEATURED_LIMIT }),
      context.trpc.business.featured.ensureData({ limit: HOME_BUSINESS_LIMIT }),
    ),
  component: HomePage,
});

function HomePage() {
  usePageTitle();
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
