// The home page's Featured Businesses (docs/product.md §2), with View All Businesses.
import { Button, SimpleGrid } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc.ts";
import { BusinessCard } from "../directory/BusinessCard.tsx";
import { CardGridSkeleton } from "../ui/CardGridSkeleton.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
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
      action={
        <Button component={Link} to="/directory" variant="subtle" rightSection={<IconArrowRight size={16} />}>
          View All Businesses
        </Button>
      }
      style={{ padding: "72px 0", background: "var(--mantine-color-gray-0)" }}
    >
      {businesses.isPending ? (
        <CardGridSkeleton count={HOME_BUSINESS_LIMIT} />
      ) : !businesses.data?.length ? (
        <EmptyState message="Featured businesses will appear here soon." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {businesses.data.map((business) => (
            <BusinessCard key={business.id} business={business} headingOrder={3} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
