// A deal's page (/deals/{id}): the title with a Members only badge for a members' deal, its photo,
// the description the server rendered from markdown, and beside it when it runs, its code or
// conditions and the business that offers it.
import { Markdown } from "#web/components/content/Markdown.tsx";
import { Panel } from "#web/components/content/Panel.tsx";
import { BoxMarkup } from "#web/components/ui/layout-markup.tsx";
import { GroupMarkup, StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { BackButton } from "#web/components/ui/NotFoundMessage.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { DETAIL_PHOTO_SIZES, Photo } from "#web/components/ui/Photo.tsx";
import { GridColMarkup, GridMarkup } from "#web/components/ui/page-layout-markup.tsx";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { MembersOnlyBadge } from "./MembersOnlyBadge.tsx";
import { FactRow, PostBusinessCard, PostFacts } from "./PostFacts.tsx";
import { postLongDate } from "./post-words.ts";

export type PageDeal = RouterOutputs["deal"]["byId"];

export function DealPage({ deal }: { deal: PageDeal }) {
  return (
    <>
      <PageHeader
        title={deal.title}
        subtitle={deal.business.name}
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Deals", to: "/deals" }, { label: deal.title }]}
      >
        {deal.audience === "members" && (
          <GroupMarkup gap="xs" mt="md">
            <MembersOnlyBadge size="lg" />
          </GroupMarkup>
        )}
      </PageHeader>
      <PageContainer>
        <GridMarkup gap="lg">
          <GridColMarkup span={{ base: 12, md: 8 }}>
            {deal.image && (
              <BoxMarkup mb="lg" data-testid="deal-photo">
                <Photo image={deal.image} alt={deal.title} sizes={DETAIL_PHOTO_SIZES} priority />
              </BoxMarkup>
            )}
            <Panel component="article" aria-label={deal.title}>
              <Markdown html={deal.html} />
            </Panel>
          </GridColMarkup>
          <GridColMarkup span={{ base: 12, md: 4 }}>
            <StackMarkup gap="lg">
              <PostFacts title="About the deal">
                <FactRow label="From" value={postLongDate(deal.startsAt)} />
                <TextMarkup fw={700} data-testid="deal-ends">
                  Ends {postLongDate(deal.endsAt)}
                </TextMarkup>
                {deal.code && <FactRow label="Code or conditions" value={deal.code} testId="deal-code" />}
              </PostFacts>
              <PostBusinessCard business={deal.business} />
            </StackMarkup>
          </GridColMarkup>
        </GridMarkup>
        <GroupMarkup mt="xl">
          <BackButton to="/deals">Back to Deals</BackButton>
        </GroupMarkup>
      </PageContainer>
    </>
  );
}
