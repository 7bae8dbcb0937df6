// /news/newsletters: the newsletter's past issues, newest first, each opening its archive page
// (what every mail's "View in browser" link opens). Server-rendered; no script needed to read it.

import { formatInZone } from "@chamber/core";
import { createFileRoute } from "@tanstack/react-router";
import { NewsListSkeleton } from "#web/components/news/NewsListSkeleton.tsx";
import { WithNewsSidebar } from "#web/components/news/NewsSidebar.tsx";
import { EmptyState } from "#web/components/ui/EmptyState.tsx";
import { CardMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { AnchorLinkMarkup } from "#web/components/ui/text-markup.tsx";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/news/newsletters/")({
  head: pageHead(() => ({
    title: "Past Newsletters",
    description: "Past issues of the chamber's newsletter.",
  })),
  loader: ({ context }) => loadPageData(context.trpc.newsletterIssue.archive.ensureData({})),
  component: NewslettersPage,
});

function NewslettersPage() {
  useHydrationMark();
  const issues = trpc.newsletterIssue.archive.useQuery({});
  return (
    <>
      <PageHeader
        title="Past Newsletters"
        subtitle="Every issue we have sent, as subscribers read it."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "News", to: "/news" }, { label: "Past Newsletters" }]}
      />
      <WithNewsSidebar>
        {issues.isPending ? (
          <NewsListSkeleton count={3} />
        ) : issues.data && issues.data.length > 0 ? (
          <StackMarkup gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {issues.data.map((issue) => (
              <CardMarkup key={issue.id} withBorder radius="md" padding="lg" component="li">
                <TitleMarkup order={2} size="h4" mb={4}>
                  <AnchorLinkMarkup to="/news/newsletters/$id" params={{ id: String(issue.id) }}>
                    {issue.subject}
                  </AnchorLinkMarkup>
                </TitleMarkup>
                <TextMarkup size="sm" c="gray.7">
                  Sent {formatInZone(issue.sentAt, "long")}
                </TextMarkup>
              </CardMarkup>
            ))}
          </StackMarkup>
        ) : (
          <EmptyState message="No newsletters have been sent yet." />
        )}
      </WithNewsSidebar>
    </>
  );
}
