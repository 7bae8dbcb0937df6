// The home page (docs/product.md §2): hero, the Experience Ojai gallery, figures, upcoming events,
// featured businesses, the latest jobs and member deals, testimonials and the Get Involved band.
// The hero, figures, testimonials and band are staff's (GET /api/home,
// docs/decisions/035-editable-home-page.md), read by the loader like the rest.
import { defaultSiteFacts } from "@chamber/core";
import { createFileRoute } from "@tanstack/react-router";
import { HomeSections } from "#web/components/home/HomeSections.tsx";
import { HOME_BUSINESS_LIMIT, HOME_FEATURED_LIMIT, HOME_POSTS } from "#web/components/home/home-limits.ts";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/")({
  // The home page is titled by the site's name alone and described by its tagline (a required
  // fact; the defaults stand in until the facts are read, as useSiteFacts does).
  head: pageHead(({ match }) => ({
    description: (match.context.trpc.setting.facts.getData({}) ?? defaultSiteFacts).tagline,
  })),
  loader: ({ context }) =>
    loadPageData(
      context.trpc.event.featured.ensureData({ limit: HOME_FEATURED_LIMIT }),
      context.trpc.business.featured.ensureData({ limit: HOME_BUSINESS_LIMIT }),
      context.trpc.home.get.ensureData({}),
      context.trpc.job.listPage.ensureData(HOME_POSTS),
      context.trpc.deal.listPage.ensureData(HOME_POSTS),
    ),
  component: HomePage,
});

function HomePage() {
  useHydrationMark();
  return <HomeSections content={trpc.home.get.useQuery({}).data} />;
}
