// /deals/$id (docs/product.md §2): one deal. An unknown id, a deal not started, ended or not
// approved is the site's 404; so is a members-only deal for a visitor (the server renders as one).
// A signed-in member's browser asks again with the member's session (use-member-deals.ts), and
// shows the deal when the API finds it for them.
import { createFileRoute, notFound } from "@tanstack/react-router";
import { PageSkeleton } from "#web/components/content/PageSkeleton.tsx";
import { DealPage } from "#web/components/posts/DealPage.tsx";
import { postId } from "#web/components/posts/post-id.ts";
import { useMemberDeals } from "#web/components/posts/use-member-deals.ts";
import { BackButton, NotFoundMessage } from "#web/components/ui/NotFoundMessage.tsx";
import { describe, type HeadContext, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/deals/$id")({
  head: pageHead(({ match, params }: HeadContext<{ id: string }>) => {
    const id = postId(params.id);
    const deal = id === null ? undefined : match.context.trpc.deal.byId.getData({ id });
    if (!deal) return undefined;
    const photo = deal.image && { image: deal.image, alt: deal.title };
    return { title: `${deal.title} at ${deal.business.name}`, description: describe(deal.description), photo };
  }),
  loader: ({ context, params }) => {
    const id = postId(params.id);
    if (id === null) throw notFound();
    return loadPageData(context.trpc.deal.byId.ensureData({ id }));
  },
  component: DealRoute,
  notFoundComponent: DealNotFound,
});

function DealRoute() {
  const id = postId(Route.useParams().id);
  const deal = trpc.deal.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null, retryOnMount: false });
  useHydrationMark();
  if (id === null || deal.isError) return <DealNotFound />;
  if (deal.isPending) return <PageSkeleton label="Loading deal" />;
  return <DealPage deal={deal.data} />;
}

/** Not found for a visitor; for a signed-in member, found perhaps: asked once more with their session. */
function DealNotFound() {
  const id = postId(Route.useParams().id);
  const member = useMemberDeals();
  const again = trpc.deal.byId.useQuery({ id: id ?? 0 }, { enabled: member && id !== null, retry: false });
  useHydrationMark();
  if (again.data) return <DealPage deal={again.data} />;
  if (member && again.isFetching) return <PageSkeleton label="Loading deal" />;
  return (
    <NotFoundMessage
      title="Deal Not Found"
      text="This deal has ended, or it was never offered here."
      back={<BackButton to="/deals">Back to Deals</BackButton>}
    />
  );
}
