// The loading state of a content page or a news article: the header band and an article card,
// drawn in outline where the real ones will appear.

import { Panel } from "#web/components/content/Panel.tsx";
import { BoxMarkup, SkeletonMarkup } from "#web/components/ui/layout-markup.tsx";
import { CardMarkup, StackMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { GridColMarkup, GridMarkup } from "#web/components/ui/page-layout-markup.tsx";
import classes from "./PageSkeleton.module.css";

export function PageSkeleton({ label, testId }: { label: string; testId?: string }) {
  return (
    <BoxMarkup role="status" aria-busy={true} aria-label={label} data-testid={testId}>
      <BoxMarkup className={classes.band}>
        <PageContainer>
          <BoxMarkup className={classes.bar} h={14} w={160} mb="md" />
          <BoxMarkup className={classes.bar} h={36} w="60%" mb="md" />
          <BoxMarkup className={classes.bar} h={16} w="45%" />
        </PageContainer>
      </BoxMarkup>
      <PageContainer>
        <GridMarkup gap={{ base: "xl", md: 40 }}>
          <GridColMarkup span={{ base: 12, md: 8 }}>
            <Panel>
              <StackMarkup gap="sm">
                {Array.from({ length: 9 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <SkeletonMarkup key={index} height={14} width={index % 4 === 3 ? "60%" : "100%"} radius="sm" />
                ))}
              </StackMarkup>
            </Panel>
          </GridColMarkup>
          <GridColMarkup span={{ base: 12, md: 4 }} visibleFrom="md">
            <CardMarkup component="div" withBorder radius="md" padding="lg">
              <StackMarkup gap="sm">
                <SkeletonMarkup height={20} width="50%" radius="sm" />
                <SkeletonMarkup height={12} radius="sm" />
                <SkeletonMarkup height={12} width="80%" radius="sm" />
                <SkeletonMarkup height={34} mt="sm" radius="md" />
              </StackMarkup>
            </CardMarkup>
          </GridColMarkup>
        </GridMarkup>
      </PageContainer>
    </BoxMarkup>
  );
}
