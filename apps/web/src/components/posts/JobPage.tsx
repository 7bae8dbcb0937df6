// A job's page (/jobs/{id}): its type and Remote badges over the title, the description the server
// rendered from markdown, and beside it the facts (place, pay, posted, "Closes {date}"), how to
// apply (the employer's page, or an e-mail) and the business that posted it.
import { Markdown } from "#web/components/content/Markdown.tsx";
import { Panel } from "#web/components/content/Panel.tsx";
import { ButtonAnchorMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconExternalLink, IconMail } from "#web/components/ui/icons.ts";
import { BadgeMarkup, GroupMarkup, StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { BackButton } from "#web/components/ui/NotFoundMessage.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { GridColMarkup, GridMarkup } from "#web/components/ui/page-layout-markup.tsx";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { FactRow, PostBusinessCard, PostFacts } from "./PostFacts.tsx";
import { employmentTypeLabel, payText, placeText, postLongDate } from "./post-words.ts";

export type PageJob = RouterOutputs["job"]["byId"];

/** The application's mailto: link, its subject naming the job. */
const mailto = (email: string, title: string) =>
  `mailto:${email}?subject=${encodeURIComponent(`Application: ${title}`)}`;

export function JobPage({ job }: { job: PageJob }) {
  return (
    <>
      <PageHeader
        title={job.title}
        subtitle={job.business.name}
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Jobs", to: "/jobs" }, { label: job.title }]}
      >
        <GroupMarkup gap="xs" mt="md" data-testid="job-badges">
          <BadgeMarkup size="lg" fw={600} bg="white" c="oak.9">
            {employmentTypeLabel(job.employmentType)}
          </BadgeMarkup>
          {job.location.kind === "remote" && (
            <BadgeMarkup size="lg" fw={600} bg="citrus.1" c="oak.9">
              Remote
            </BadgeMarkup>
          )}
        </GroupMarkup>
      </PageHeader>
      <PageContainer>
        <GridMarkup gap="lg">
          <GridColMarkup span={{ base: 12, md: 8 }}>
            <Panel component="article" aria-label={job.title}>
              <Markdown html={job.html} />
            </Panel>
          </GridColMarkup>
          <GridColMarkup span={{ base: 12, md: 4 }}>
            <StackMarkup gap="lg">
              <PostFacts title="About the job">
                <FactRow label="Type" value={employmentTypeLabel(job.employmentType)} />
                <FactRow label="Where" value={placeText(job.location)} testId="job-place" />
                {job.pay && <FactRow label="Pay" value={payText(job.pay)} testId="job-pay" />}
                <FactRow label="Posted" value={postLongDate(job.postedAt)} />
                <TextMarkup fw={700} data-testid="job-closes">
                  Closes {postLongDate(job.closesAt)}
                </TextMarkup>
                {job.apply.url && (
                  <ButtonAnchorMarkup
                    href={job.apply.url}
                    rightSection={<IconExternalLink size={16} aria-hidden="true" />}
                  >
                    Apply on their site
                  </ButtonAnchorMarkup>
                )}
                {job.apply.email && (
                  <ButtonAnchorMarkup
                    href={mailto(job.apply.email, job.title)}
                    variant={job.apply.url ? "default" : undefined}
                    leftSection={<IconMail size={16} aria-hidden="true" />}
                  >
                    Apply by e-mail
                  </ButtonAnchorMarkup>
                )}
              </PostFacts>
              <PostBusinessCard business={job.business} />
            </StackMarkup>
          </GridColMarkup>
        </GridMarkup>
        <GroupMarkup mt="xl">
          <BackButton to="/jobs">Back to Jobs</BackButton>
        </GroupMarkup>
      </PageContainer>
    </>
  );
}
