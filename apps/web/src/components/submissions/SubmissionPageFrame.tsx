// The page around a public submission form (/directory/join, /events/submit): the page header, then
// the form on a bordered card under its title and the note that staff read everything first.
import type { ReactNode } from "react";
import { Panel } from "#web/components/content/Panel.tsx";
import { BoxMarkup } from "#web/components/ui/layout-markup.tsx";
import { TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader, type PageHeaderProps } from "#web/components/ui/PageHeader.tsx";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

interface SubmissionPageFrameProps {
  header: PageHeaderProps;
  /** The card's title: what the visitor sends. */
  title: string;
  /** The line under the title, saying what waits for staff. */
  note: string;
  children: ReactNode;
}

export function SubmissionPageFrame({ header, title, note, children }: SubmissionPageFrameProps) {
  useHydrationMark();
  return (
    <>
      <PageHeader {...header} />
      <PageContainer>
        <BoxMarkup maw={760} mx="auto">
          <Panel shadow="sm">
            <TitleMarkup order={2} size="h3" mb={4}>
              {title}
            </TitleMarkup>
            <TextMarkup c="gray.7" size="sm" mb="lg">
              {note}
            </TextMarkup>
            {children}
          </Panel>
        </BoxMarkup>
      </PageContainer>
    </>
  );
}
