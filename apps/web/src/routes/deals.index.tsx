// /deals (docs/product.md §2): member businesses' offers live now, 12 a page, filtered by the
// business's category in the URL (?category=Dining&page=2). Members-only deals are the API's to
// leave out: the server renders the page as a visitor, and a signed-in member's browser reads the
// list again with their session (MemberDeals) and sees those deals too, badged "Members only".
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { DealCard } from "#web/components/posts/DealCard.tsx";
import { MembersDealsNote } from "#web/components/posts/MembersDealsNote.tsx";
import { POSTS_PAGE_SIZE, validatePostsSearch } from "#web/components/posts/post-search.ts";
import { dealsInput } from "#web/components/posts/posts-page-data.ts";
import { CardGrid } from "#web/components/ui/CardGrid.tsx";
import { FilterLinks, filterLinkProps, optionsWithAll } from "#web/components/ui/FilterLinks.tsx";
import { StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { PageLinks, pagedList } from "#web/components/ui/PageLinks.tsx";
import { FIRST_ROW } from "#web/components/ui/Photo.tsx";
import { categoryFilter, useCategories } from "#web/lib/categories.ts";
import { DEALS_FEED, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/deals/")({
  head: pageHead(() => ({
    title: "Member Deals",
    description: "Offers from Ojai Valley businesses: discounts, specials and codes from chamber members.",
    feeds: [DEALS_FEED],
  })),
  validateSearch: validatePostsSearch,
  loaderDeps: ({ search }) => ({ category: search.category, page: search.page }),
  loader: async ({ context, deps }) => {
    const { loadPostsPage } = await import("#web/components/posts/posts-page-data.ts");
    return loadPostsPage(context, "deals", deps);
  },
  component: DealsPage,
});

function DealsPage() {
  const { category: asked, page = 1 } = Route.useSearch();
  const categories = useCategories("business");
  const category = categoryFilter(categories, asked);
  const deals = trpc.deal.listPage.useQuery(dealsInput({ category, page }, categories), {
    placeholderData: keepPreviousData,
  });
  useHydrationMark();
  const total = deals.data?.total ?? 0;
  const { pages, pastTheEnd } = pagedList(total, page, POSTS_PAGE_SIZE, "deals");

  return (
    <>
      <PageHeader
        title="Member Deals"
        subtitle="Specials, discounts and codes from the businesses of the Ojai Valley Chamber."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Deals" }]}
      />
      <PageContainer>
        <StackMarkup gap="lg">
          <MembersDealsNote />
          <FilterLinks
            label="Filter deals by business category"
            options={optionsWithAll(
              { label: "All", value: "All" },
              categories.map((c) => c.name),
            )}
            value={category ?? "All"}
            renderLink={(option, current) => (
              <ButtonLink
                to="/deals"
                search={{ category: option.value === "All" ? undefined : option.value }}
                {...filterLinkProps(current)}
              >
                {option.label}
              </ButtonLink>
            )}
          />
          <CardGrid
            query={{ isPending: deals.isPending, data: deals.data?.items }}
            placeholders={6}
            empty={
              pastTheEnd ??
              (category ? `No deals from ${category} businesses right now.` : "No deals right now — check back soon.")
            }
            header={() => (
              <TextMarkup color="gray.7" aria-live="polite">
                {total === 1 ? "1 deal" : `${total} deals`}
              </TextMarkup>
            )}
          >
            {(deal, index) => <DealCard key={deal.id} deal={deal} priority={index < FIRST_ROW} />}
          </CardGrid>
          {deals.data ? (
            <PageLinks
              label="Deal pages"
              page={page}
              count={pages}
              renderLink={(link) => <ButtonLink to="/deals" search={{ category, page: link.page }} {...link.props} />}
            />
          ) : null}
        </StackMarkup>
      </PageContainer>
    </>
  );
}
