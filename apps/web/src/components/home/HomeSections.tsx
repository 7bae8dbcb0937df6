// The home page's sections in order (docs/product.md §2): the route draws them from GET /api/home,
// the admin's preview from the form's values. Until the content is read (a move from another page),
// the hero is drawn plain and the figures, testimonials and band wait.
import type { HomeContent } from "@chamber/core/schemas";
import { ExperienceGallery } from "./ExperienceGallery.tsx";
import { FeaturedBusinessesSection } from "./FeaturedBusinessesSection.tsx";
import { GetInvolvedBand } from "./GetInvolvedBand.tsx";
import { HeroCarousel } from "./HeroCarousel.tsx";
import { HomePostsSection } from "./HomePostsSection.tsx";
import { StatsBand } from "./StatsBand.tsx";
import { Testimonials } from "./Testimonials.tsx";
import { UpcomingEventsSection } from "./UpcomingEventsSection.tsx";

export function HomeSections({ content }: { content: HomeContent | undefined }) {
  return (
    <>
      <HeroCarousel slides={content?.slides.filter((slide) => slide.enabled) ?? []} />
      <UpcomingEventsSection />
      {content && <StatsBand figures={content.figures} />}
      <ExperienceGallery />
      <FeaturedBusinessesSection />
      <HomePostsSection />
      {content && <Testimonials testimonials={content.testimonials} />}
      {content && <GetInvolvedBand band={content.band} />}
    </>
  );
}
