// /news/newsletters/{id}: one sent newsletter issue, the page every mail's "View in browser" link
// opens. A draft, a scheduled issue or an unknown id is not found (the API answers 404 for them).

import { formatInZone } from "@chamber/core";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { Markdown } from "#web/components/content/Markdown.tsx";
import { PageSkeleton } from "#web/components/content/PageSkeleton.tsx";
import { Panel } from "#web/components/content/Panel.tsx";
import { WithNewsSidebar } from "#web/components/news/NewsSidebar.tsx";
import { GroupMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { BackButton, NotFoundMessage } from "#web/components/ui/NotFoundMessage.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { DividerMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { type HeadContext, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData, routeId } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/news/newsletters/$id")({
  head: pageHead(({ match, params }: HeadContext<{ id: string }>) => {
    const id = routeId(params.id);
    const issue = id === null ? undefined : match.context.trpc.newsletterIssue.archived.getData({ id });
    if (!issue) return undefined;
    return { title: issue.subject, description: issue.subject };
  }),
  loader: ({ context, params }) => {
    const id = routeId(params.id);
    if (id === null) throw notFound();
    return loadPageData(context.trpc.newsletterIssue.archived.ensureData({ id }));
  },
  component: NewsletterIssuePage,
  notFoundComponent: IssueNotFound,
});

function NewsletterIssuePage() {
  const id = routeId(Route.useParams().id);
  const issue = trpc.newsletterIssue.archived.useQuery({ id: id ?? 0 }, { enabled: id !== null, retryOnMount: false });
  useHydrationMark();

  if (id === null || issue.isError) return <IssueNotFound />;
  if (issue.isPending) return <PageSkeleton label="Loading newsletter" />;
  const data = issue.data;

  return (
    <>
      <PageHeader
        title={data.subject}
        breadcrumbs={[
          { label: "Home", to: "/" },
          { label: "News", to: "/news" },
          { label: "Past Newsletters", to: "/news/newsletters" },
          { label: data.subject },
        ]}
      />
      <WithNewsSidebar>
        <Panel component="article" aria-label={data.subject}>
          <TextMarkup size="sm" c="gray.7" mb="lg">
            Sent {formatInZone(data.sentAt, "long")}
          </TextMarkup>
          <Markdown html={data.html} />
          <DividerMarkup my="lg" />
          <GroupMarkup>
            <BackToNewsletters />
          </GroupMarkup>
        </Panel>
      </WithNewsSidebar>
    </>
  );
}

function BackToNewsletters() {
  return <BackButton to="/news/newsletters">All newsletters</BackButton>;
}

function IssueNotFound() {
  useHydrationMark();
  return (
    <NotFoundMessage
      title="Newsletter Not Found"
      text="This newsletter doesn't exist or hasn't been sent yet."
      back={<BackToNewsletters />}
    />
  );
}
