// /jobs/$id (docs/product.md §2): one job posting. An unknown id, a job not yet posted, closed or
// not approved is the site's 404 (the API answers it missing), which is also what Google asks of
// an expired posting. The server adds its JobPosting JSON-LD (apps/server/src/seo).
import { createFileRoute, notFound } from "@tanstack/react-router";
import { PageSkeleton } from "#web/components/content/PageSkeleton.tsx";
import { JobPage } from "#web/components/posts/JobPage.tsx";
import { postId } from "#web/components/posts/post-id.ts";
import { BackButton, NotFoundMessage } from "#web/components/ui/NotFoundMessage.tsx";
import { describe, type HeadContext, JOBS_FEED, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/jobs/$id")({
  head: pageHead(({ match, params }: HeadContext<{ id: string }>) => {
    const id = postId(params.id);
    const job = id === null ? undefined : match.context.trpc.job.byId.getData({ id });
    if (!job) return undefined;
    return {
      title: `${job.title} at ${job.business.name}`,
      description: describe(job.description),
      feeds: [JOBS_FEED],
    };
  }),
  loader: ({ context, params }) => {
    const id = postId(params.id);
    if (id === null) throw notFound();
    return loadPageData(context.trpc.job.byId.ensureData({ id }));
  },
  component: JobRoute,
  notFoundComponent: JobNotFound,
});

function JobRoute() {
  const id = postId(Route.useParams().id);
  // The loader's answer stands: a 404 it got is not asked again as the page mounts.
  const job = trpc.job.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null, retryOnMount: false });
  useHydrationMark();
  if (id === null || job.isError) return <JobNotFound />;
  if (job.isPending) return <PageSkeleton label="Loading job" />;
  return <JobPage job={job.data} />;
}

function JobNotFound() {
  useHydrationMark();
  return (
    <NotFoundMessage
      title="Job Not Found"
      text="This job has closed, or it was never posted here."
      back={<BackButton to="/jobs">Back to Jobs</BackButton>}
    />
  );
}
