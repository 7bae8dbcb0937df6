// The home page's Featured Businesses (docs/product.md §2), with View All Businesses.

import { BusinessCard } from "#web/components/directory/BusinessCard.tsx";
import { CardGrid } from "#web/components/ui/CardGrid.tsx";
import { trpc } from "#web/lib/trpc.ts";
import { HomeSection } from "./HomeSection.tsx";
import { HOME_BUSINESS_LIMIT } from "./home-limits.ts";

export function FeaturedBusinessesSection() {
  const businesses = trpc.business.featured.useQuery({ limit: HOME_BUSINESS_LIMIT });
  return (
    <HomeSection
      id="featured-businesses-title"
      eyebrow="Shop local"
      title="Featured Businesses"
      lead="A few of the members who give the valley its character."
      viewAll={{ to: "/directory", label: "View All Businesses" }}
      style={{ padding: "72px 0", background: "var(--mantine-color-gray-0)" }}
    >
      <CardGrid
        query={businesses}
        placeholders={HOME_BUSINESS_LIMIT}
        empty="Featured businesses will appear here soon."
      >
        {(business) => <BusinessCard key={business.id} business={business} headingOrder={3} />}
      </CardGrid>
    </HomeSection>
  );
}
