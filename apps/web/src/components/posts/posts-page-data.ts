// The reads of /jobs and /deals (routes/jobs.index.tsx, routes/deals.index.tsx), in a module their
// loaders import when they run: a route's loader is in every page's first script, and the job
// board's rules (its employment types) would put the home page over its budget
// (docs/decisions/005-public-shell-and-first-load-budget.md).
import { type Category, employmentTypes } from "@chamber/core";
import { categoryFilter } from "#web/lib/categories.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import type { RouterContext } from "#web/routes/__root.tsx";
import { POSTS_PAGE_SIZE, type PostsSearch } from "./post-search.ts";

const paging = (search: PostsSearch) => ({
  limit: POSTS_PAGE_SIZE,
  offset: ((search.page ?? 1) - 1) * POSTS_PAGE_SIZE,
});

/** The job.listPage input of a jobs URL: its category only when the list has it, a known type only. */
export function jobsInput(search: PostsSearch, categories: readonly Category[]) {
  return {
    category: categoryFilter(categories, search.category),
    type: employmentTypes.find((type) => type === search.type),
    remote: search.remote === "yes" ? true : undefined,
    postedWithin: search.posted,
    ...paging(search),
  };
}

/** The deal.listPage input of a deals URL. */
export function dealsInput(search: PostsSearch, categories: readonly Category[]) {
  return { category: categoryFilter(categories, search.category), ...paging(search) };
}

/** Waits (on the server) for a list page's categories and posts. */
export function loadPostsPage(context: RouterContext, kind: "jobs" | "deals", search: PostsSearch) {
  const { trpc } = context;
  return loadPageData(
    trpc.category.list
      .ensureData({ kind: "business" })
      .then(
        (categories): Promise<unknown> =>
          kind === "jobs"
            ? trpc.job.listPage.ensureData(jobsInput(search, categories))
            : trpc.deal.listPage.ensureData(dealsInput(search, categories)),
      ),
  );
}
