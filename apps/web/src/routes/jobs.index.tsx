// /jobs (docs/product.md §2): the valley's job board, the live posts of member businesses, 12 a
// page, filtered by the business's category, the employment type, remote work and how recently
// it was posted. Filters and page live in the URL (?type=part-time&remote=yes&posted=7&page=2),
// as links, so they work without JavaScript and a crawler follows each list.
import { type EmploymentType, employmentTypeLabels, employmentTypes } from "@chamber/core";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { JobCard } from "#web/components/posts/JobCard.tsx";
import { POSTS_PAGE_SIZE, type PostedWithin, validatePostsSearch } from "#web/components/posts/post-search.ts";
import { jobsInput } from "#web/components/posts/posts-page-data.ts";
import { CardGrid } from "#web/components/ui/CardGrid.tsx";
import { FilterLinks, type FilterOption, filterLinkProps, optionsWithAll } from "#web/components/ui/FilterLinks.tsx";
import { StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { PageLinks, pagedList } from "#web/components/ui/PageLinks.tsx";
import { categoryFilter, useCategories } from "#web/lib/categories.ts";
import { JOBS_FEED, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/jobs/")({
  head: pageHead(() => ({
    title: "Jobs",
    description: "Jobs at Ojai Valley businesses: full-time, part-time, seasonal and more, posted by chamber members.",
    feeds: [JOBS_FEED],
  })),
  validateSearch: validatePostsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { loadPostsPage } = await import("#web/components/posts/posts-page-data.ts");
    return loadPostsPage(context, "jobs", deps);
  },
  component: JobsPage,
});

const typeOptions: readonly FilterOption<EmploymentType | "any">[] = [
  { label: "Any type", value: "any" },
  ...employmentTypes.map((type) => ({ label: employmentTypeLabels[type], value: type })),
];

const placeOptions = [
  { label: "Anywhere", value: "any" },
  { label: "Remote only", value: "yes" },
] as const;

const postedOptions = [
  { label: "Any time", value: "any" },
  { label: "Past day", value: "1" },
  { label: "Past week", value: "7" },
  { label: "Past 30 days", value: "30" },
] as const;

function JobsPage() {
  const search = Route.useSearch();
  const { remote, posted, page = 1 } = search;
  const categories = useCategories("business");
  const category = categoryFilter(categories, search.category);
  const input = jobsInput({ ...search, category }, categories);
  const jobs = trpc.job.listPage.useQuery(input, { placeholderData: keepPreviousData });
  useHydrationMark();
  const total = jobs.data?.total ?? 0;
  const { pages, pastTheEnd } = pagedList(total, page, POSTS_PAGE_SIZE, "jobs");
  const filtered = Boolean(category || input.type || remote || posted);
  const here = { category, type: input.type, remote, posted };

  return (
    <>
      <PageHeader
        title="Jobs"
        subtitle="Work at the shops, restaurants, farms and offices of the Ojai Valley, posted by chamber members."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Jobs" }]}
      />
      <PageContainer>
        <StackMarkup gap="lg">
          <FilterLinks
            label="Filter jobs by business category"
            options={optionsWithAll(
              { label: "All", value: "All" },
              categories.map((c) => c.name),
            )}
            value={category ?? "All"}
            renderLink={(option, current) => (
              <ButtonLink
                to="/jobs"
                search={{ ...here, category: option.value === "All" ? undefined : option.value }}
                {...filterLinkProps(current)}
              >
                {option.label}
              </ButtonLink>
            )}
          />
          <FilterLinks
            label="Filter jobs by employment type"
            options={typeOptions}
            value={input.type ?? "any"}
            renderLink={(option, current) => (
              <ButtonLink
                to="/jobs"
                search={{ ...here, type: option.value === "any" ? undefined : option.value }}
                {...filterLinkProps(current)}
              >
                {option.label}
              </ButtonLink>
            )}
          />
          <FilterLinks
            label="Filter jobs by place"
            options={placeOptions}
            value={remote ?? "any"}
            renderLink={(option, current) => (
              <ButtonLink
                to="/jobs"
                search={{ ...here, remote: option.value === "yes" ? "yes" : undefined }}
                {...filterLinkProps(current)}
              >
                {option.label}
              </ButtonLink>
            )}
          />
          <FilterLinks
            label="Filter jobs by date posted"
            options={postedOptions}
            value={posted ? String(posted) : "any"}
            renderLink={(option, current) => (
              <ButtonLink
                to="/jobs"
                search={{
                  ...here,
                  posted: option.value === "any" ? undefined : (Number(option.value) as PostedWithin),
                }}
                {...filterLinkProps(current)}
              >
                {option.label}
              </ButtonLink>
            )}
          />
          <CardGrid
            query={{ isPending: jobs.isPending, data: jobs.data?.items }}
            placeholders={6}
            empty={pastTheEnd ?? (filtered ? "No jobs match these filters." : "No jobs right now — check back soon.")}
            header={() => (
              <TextMarkup color="gray.7" aria-live="polite">
                {total === 1 ? "1 job" : `${total} jobs`}
              </TextMarkup>
            )}
          >
            {(job) => <JobCard key={job.id} job={job} />}
          </CardGrid>
          {jobs.data ? (
            <PageLinks
              label="Job pages"
              page={page}
              count={pages}
              renderLink={(link) => <ButtonLink to="/jobs" search={{ ...here, page: link.page }} {...link.props} />}
            />
          ) : null}
        </StackMarkup>
      </PageContainer>
    </>
  );
}
