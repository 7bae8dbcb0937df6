// /directory (docs/product.md §2): every listed business, searchable and filterable by category and
// by "Open now", a page of 24 at a time. The search text, the category, the open filter and the
// page live in the URL (?search=coffee&category=Dining&open=now&page=2) so a result can be shared,
// survives a reload and is a link a crawler follows. Without JavaScript the filters are links and
// the search box a GET form; with it, typing updates the URL after a short pause instead of on
// every key.
import type { Category } from "@chamber/core";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { OpeningLine } from "#web/components/business/OpeningLine.tsx";
import { BusinessCard } from "#web/components/directory/BusinessCard.tsx";
import { DIRECTORY_PAGE_SIZE, validateDirectorySearch } from "#web/components/directory/directory-search.ts";
import { useImpressionBeacon } from "#web/components/directory/impression-beacon.ts";
import { SearchBox } from "#web/components/directory/SearchBox.tsx";
import { useDebouncedCallback } from "#web/components/directory/use-debounced-callback.ts";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { CardGrid } from "#web/components/ui/CardGrid.tsx";
import { FilterLinks, filterLinkProps, optionsWithAll } from "#web/components/ui/FilterLinks.tsx";
import { IconBuildingStore } from "#web/components/ui/icons.ts";
import { MarkedText } from "#web/components/ui/MarkedText.tsx";
import { StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { PageHeaderAction } from "#web/components/ui/PageHeaderAction.tsx";
import { PageLinks, pagedList } from "#web/components/ui/PageLinks.tsx";
import { FIRST_ROW } from "#web/components/ui/Photo.tsx";
import { categoryFilter, useCategories } from "#web/lib/categories.ts";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

const SEARCH_DEBOUNCE_MS = 300;

const openOptions = [
  { label: "Any time", value: "any" },
  { label: "Open now", value: "now" },
] as const;

/** The business.listPage input of a directory URL: its category only when the list has it. */
function pageInput(
  search: { search?: string; category?: string; open?: "now"; page?: number },
  categories: readonly Category[],
) {
  return {
    category: categoryFilter(categories, search.category),
    search: search.search,
    openNow: search.open === "now" ? true : undefined,
    limit: DIRECTORY_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * DIRECTORY_PAGE_SIZE,
    scope: "public" as const,
  };
}

export const Route = createFileRoute("/directory")({
  head: pageHead(() => ({
    title: "Business Directory",
    description:
      "Find Ojai Valley restaurants, shops, services and artists, with addresses, phone numbers and websites.",
  })),
  validateSearch: validateDirectorySearch,
  loaderDeps: ({ search }) => ({
    search: search.search,
    category: search.category,
    open: search.open,
    page: search.page,
  }),
  loader: ({ context, deps }) =>
    loadPageData(
      context.trpc.category.list
        .ensureData({ kind: "business" })
        .then((categories) => context.trpc.business.listPage.ensureData(pageInput(deps, categories))),
    ),
  component: DirectoryPage,
});

function DirectoryPage() {
  const { search, category: asked, open, page = 1 } = Route.useSearch();
  const categories = useCategories("business");
  const category = categoryFilter(categories, asked);
  const categoryOptions = optionsWithAll(
    { label: "All", value: "All" },
    categories.map((c) => c.name),
  );
  const navigate = Route.useNavigate();
  const [text, setText] = useState(search ?? "");
  useHydrationMark();

  // Back/forward or a shared link can change the URL under the box: follow it.
  useEffect(() => {
    setText((current) => (current.trim() === (search ?? "") ? current : (search ?? "")));
  }, [search]);

  // A new search starts on its first page.
  const searchFor = (value: string) => {
    const trimmed = value.trim();
    navigate({
      search: (previous) => ({ ...previous, search: trimmed || undefined, page: undefined }),
      replace: true,
      resetScroll: false,
    });
  };
  const commitSearch = useDebouncedCallback(searchFor, SEARCH_DEBOUNCE_MS);

  // Words typed before React took over the server's box are in the box but not in `text`: search
  // for them once hydrated, instead of letting the next render empty the box.
  const box = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const typed = box.current?.value ?? "";
    if (typed !== text) {
      setText(typed);
      commitSearch(typed);
    }
  }, []);

  const businesses = trpc.business.listPage.useQuery(
    pageInput({ search, category, open, page }, categories),
    // While a new search or page loads, keep the last result on screen instead of flashing skeletons.
    { placeholderData: keepPreviousData },
  );
  // Cards shown without a page load count toward each business's reach (the server counts its own pages).
  useImpressionBeacon(businesses.isPlaceholderData ? undefined : businesses.data?.items.map((business) => business.id));
  const total = businesses.data?.total ?? 0;
  const { pages, pastTheEnd } = pagedList(total, page, DIRECTORY_PAGE_SIZE, "businesses");

  return (
    <>
      <PageHeader
        title="Business Directory"
        subtitle="Restaurants, shops, services and galleries: find the people who make the Ojai Valley work."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Directory" }]}
      >
        <PageHeaderAction to="/directory/join" icon={IconBuildingStore}>
          List or update your business
        </PageHeaderAction>
      </PageHeader>
      <PageContainer>
        <StackMarkup gap="lg">
          {/* Without JavaScript, Enter submits the form as ?search=…; with it, the page searches as
              you type and Enter searches at once, without reloading. */}
          {/* biome-ignore lint/a11y/useSemanticElements: the role on the form itself is a search landmark on every browser, the newer <search> element is not */}
          <form
            method="get"
            action="/directory"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              commitSearch.cancel();
              searchFor(text);
            }}
          >
            {category ? <input type="hidden" name="category" value={category} /> : null}
            {open ? <input type="hidden" name="open" value={open} /> : null}
            <SearchBox
              ref={box}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                commitSearch(event.currentTarget.value);
              }}
              onClear={() => {
                setText("");
                commitSearch.cancel();
                searchFor("");
              }}
            />
          </form>
          <FilterLinks
            label="Filter businesses by category"
            options={categoryOptions}
            value={category ?? "All"}
            renderLink={(option, current) => (
              // docs/product.md §2: choosing a category clears the search text, and starts on page 1.
              <ButtonLink
                to="/directory"
                search={{ category: option.value === "All" ? undefined : option.value, open }}
                onClick={() => {
                  commitSearch.cancel();
                  setText("");
                }}
                {...filterLinkProps(current)}
              >
                {option.label}
              </ButtonLink>
            )}
          />
          <FilterLinks
            label="Filter businesses by opening hours"
            options={openOptions}
            value={open ?? "any"}
            renderLink={(option, current) => (
              // The open filter keeps the search and the category, and starts on page 1.
              <ButtonLink
                to="/directory"
                search={{ search, category, open: option.value === "now" ? "now" : undefined }}
                {...filterLinkProps(current)}
              >
                {option.label}
              </ButtonLink>
            )}
          />
          <CardGrid
            query={{ isPending: businesses.isPending, data: businesses.data?.items }}
            placeholders={6}
            empty={
              pastTheEnd ??
              (open
                ? `No businesses${search ? ` matching "${search}"` : ""} are open right now.`
                : search
                  ? `No businesses found for "${search}"`
                  : "No businesses found for the selected category.")
            }
            header={() => (
              <TextMarkup color="gray.7" aria-live="polite">
                {total === 1 ? "1 business" : `${total} businesses`}
                {open ? " open now" : ""}
              </TextMarkup>
            )}
          >
            {(business, index) => (
              <BusinessCard
                key={business.id}
                business={business}
                priority={index < FIRST_ROW}
                openingLine={business.hours ? <OpeningLine hours={business.hours} /> : null}
                Marked={MarkedText}
              />
            )}
          </CardGrid>
          {businesses.data ? (
            <PageLinks
              label="Business directory pages"
              page={page}
              count={pages}
              renderLink={(link) => (
                <ButtonLink to="/directory" search={{ search, category, open, page: link.page }} {...link.props} />
              )}
            />
          ) : null}
        </StackMarkup>
      </PageContainer>
    </>
  );
}
