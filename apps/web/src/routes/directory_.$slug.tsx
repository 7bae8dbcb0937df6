// /directory/$slug (docs/product.md "Business page"): one business's page, outside the directory's
// layout like /directory/join (whose fixed path the router prefers to this parameter). The
// server reads the business before it renders: an unknown or hidden slug is the route's 404, a slug
// the business had before a rename answers 301 to its page's address now, and the page arrives whole
// with the events the business organizes and its live jobs and deals.
import { createFileRoute, Navigate, redirect } from "@tanstack/react-router";
import { BusinessPage } from "#web/components/business/BusinessPage.tsx";
import { PageSkeleton } from "#web/components/content/PageSkeleton.tsx";
import { BackButton, NotFoundMessage } from "#web/components/ui/NotFoundMessage.tsx";
import { describe, type HeadContext, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

/** The live jobs and deals a business's page lists: its latest few. */
const postsOf = (businessId: number) => ({ businessId, limit: 6, offset: 0 });

export const Route = createFileRoute("/directory_/$slug")({
  head: pageHead(({ match, params }: HeadContext<{ slug: string }>) => {
    const business = match.context.trpc.business.bySlug.getData({ slug: params.slug });
    if (!business) return undefined;
    const photo = business.image && { image: business.image, alt: business.name };
    return { title: business.name, description: describe(business.description), photo };
  }),
  loader: ({ context, params }) =>
    loadPageData(
      context.trpc.business.bySlug.ensureData({ slug: params.slug }).then((business) => {
        // An old slug, or the slug in other letters: the page's one address, permanently.
        if (business.slug !== params.slug) {
          throw redirect({ to: "/directory/$slug", params: { slug: business.slug }, statusCode: 301 });
        }
        return Promise.all([
          context.trpc.event.byOrganizer.ensureData({ id: business.id }),
          context.trpc.job.listPage.ensureData(postsOf(business.id)),
          context.trpc.deal.listPage.ensureData(postsOf(business.id)),
        ]);
      }),
    ),
  component: BusinessPageRoute,
  notFoundComponent: BusinessNotFound,
});

function BusinessPageRoute() {
  const { slug } = Route.useParams();
  // The loader's answer stands: a 404 it got is not asked again as the page mounts.
  const business = trpc.business.bySlug.useQuery({ slug }, { retryOnMount: false });
  const id = business.data?.id ?? 0;
  const events = trpc.event.byOrganizer.useQuery({ id }, { enabled: id > 0 });
  const jobs = trpc.job.listPage.useQuery(postsOf(id), { enabled: id > 0 });
  const deals = trpc.deal.listPage.useQuery(postsOf(id), { enabled: id > 0 });
  useHydrationMark();

  if (business.isError) return <BusinessNotFound />;
  if (business.isPending) return <PageSkeleton label="Loading business" />;
  // Reached in the browser by an old address: the server would have answered 301.
  if (business.data.slug !== slug) {
    return <Navigate to="/directory/$slug" params={{ slug: business.data.slug }} replace />;
  }
  return (
    <BusinessPage
      business={business.data}
      events={events.data ?? []}
      jobs={jobs.data?.items ?? []}
      deals={deals.data?.items ?? []}
    />
  );
}

const notFoundText = {
  title: "Business Not Found",
  text: "The business you're looking for isn't in the directory, or has been removed.",
};

function BusinessNotFound() {
  useHydrationMark();
  return <NotFoundMessage {...notFoundText} back={<BackButton to="/directory">Back to Directory</BackButton>} />;
}
