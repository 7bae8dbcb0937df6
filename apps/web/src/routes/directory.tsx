// /directory (docs/product.md §2): every listed business, searchable and filterable by group. The search
// text and the group live in the URL (?search=coffee&category=Dining) so a result can be shared
// and survives a reload; typing updates the URL after a short pause instead of on every key.
import { type BusinessGroup, businessGroupNames } from "@chamber/core";
import { CloseButton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { BusinessCard } from "../components/directory/BusinessCard.tsx";
import { validateDirectorySearch } from "../components/directory/directory-search.ts";
import { CardGrid } from "../components/ui/CardGrid.tsx";
import { FilterButtons, optionsWithAll } from "../components/ui/FilterButtons.tsx";
import { PageContainer } from "../components/ui/PageContainer.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { usePageTitle } from "../lib/page-title.ts";
import { loadPageData } from "../lib/route-data.ts";
import { trpc } from "../lib/trpc.ts";

const SEARCH_DEBOUNCE_MS = 300;

export const Route = createFileRoute("/directory")({
  validateSearch: validateDirectorySearch,
  loaderDeps: ({ search }) => ({ search: search.search, category: search.category }),
  loader: ({ context, deps }) =>
    loadPageData(
      context.trpc.business.list.ensureData({ category: deps.category, search: deps.search, scope: "public" }),
    ),
  component: DirectoryPage,
});

const categoryOptions = optionsWithAll({ label: "All", value: "All" }, businessGroupNames);

function DirectoryPage() {
  const { search, category } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [text, setText] = useState(search ?? "");
  usePageTitle("Business Directory");

  // Back/forward or a shared link can change the URL under the box: follow it.
  useEffect(() => {
    setText((current) => (current.trim() === (search ?? "") ? current : (search ?? "")));
  }, [search]);

  const commitSearch = useDebouncedCallback((value: string) => {
    const trimmed = value.trim();
    navigate({
      search: (previous) => ({ ...previous, search: trimmed || undefined }),
      replace: true,
      resetScroll: false,
    });
  }, SEARCH_DEBOUNCE_MS);

  const chooseCategory = (value: BusinessGroup | "All") => {
    // docs/product.md §2: choosing a category clears the search text.
    commitSearch.cancel();
    setText("");
    navigate({ search: { category: value === "All" ? undefined : value }, replace: true, resetScroll: false });
  };

  const businesses = trpc.business.list.useQuery(
    { category, search, scope: "public" },
    // While a new search loads, keep the last result on screen instead of flashing skeletons.
    { placeholderData: keepPreviousData },
  );

  return (
    <>
      <PageHeader
        title="Business Directory"
        subtitle="Restaurants, shops, services and galleries: find the people who make the Ojai Valley work."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Directory" }]}
      />
      <PageContainer>
        <Stack gap="lg">
          <TextInput
            size="md"
            radius="xl"
            type="search"
            aria-label="Search businesses"
            placeholder="Search businesses..."
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              commitSearch(event.currentTarget.value);
            }}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            rightSection={
              text ? (
                <CloseButton
                  aria-label="Clear search"
                  onClick={() => {
                    setText("");
                    commitSearch.cancel();
                    navigate({
                      search: (previous) => ({ ...previous, search: undefined }),
                      replace: true,
                      resetScroll: false,
                    });
                  }}
                />
              ) : null
            }
            maw={560}
          />
          <FilterButtons
            label="Filter businesses by category"
            options={categoryOptions}
            value={category ?? "All"}
            onChange={chooseCategory}
          />
          <CardGrid
            query={businesses}
            placeholders={6}
            empty={search ? `No businesses found for "${search}"` : "No businesses found for the selected category."}
            header={(found) => (
              <Text size="sm" c="gray.7" aria-live="polite">
                {found.length === 1 ? "1 business" : `${found.length} businesses`}
              </Text>
            )}
          >
            {(business) => <BusinessCard key={business.id} business={business} />}
          </CardGrid>
        </Stack>
      </PageContainer>
    </>
  );
}
