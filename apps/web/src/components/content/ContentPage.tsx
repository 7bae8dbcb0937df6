// The generic content page (docs/product.md §2 "Content page"): /page/$slug, /membership-benefits and
// /business-resources. It always asks the server again (docs/product.md §7: no caching, refetch on mount and
// focus) so an admin's edit shows on the next visit.
import { telHref } from "@chamber/core";
import { Panel } from "#web/components/content/Panel.tsx";
import { NewsletterCard } from "#web/components/news/NewsSidebar.tsx";
import { ButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconMapPin, IconPhone } from "#web/components/ui/icons.ts";
import { AnchorMarkup, CardMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { BackButton, NotFoundMessage } from "#web/components/ui/NotFoundMessage.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { GridColMarkup, GridMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { ThemeIconMarkup } from "#web/components/ui/text-markup.tsx";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { useSiteFacts } from "#web/lib/site-facts.ts";
import { trpc } from "#web/lib/trpc.ts";
import { Markdown } from "./Markdown.tsx";
import { PageSkeleton } from "./PageSkeleton.tsx";

export function ContentPage({ slug }: { slug: string }) {
  const page = trpc.page.bySlug.useQuery(
    { slug, scope: "public" },
    { staleTime: 0, refetchOnMount: "always", refetchOnWindowFocus: true, enabled: slug.length > 0 },
  );

  useHydrationMark();

  if (slug.length === 0 || page.isError) return <PageNotFound />;
  if (page.isPending) return <PageSkeleton label="Loading page" testId="content-skeleton" />;
  const data = page.data;
  if (!data) return <PageNotFound />;

  return (
    <>
      <PageHeader
        title={data.title}
        subtitle={data.excerpt ?? undefined}
        breadcrumbs={[{ label: "Home", to: "/" }, { label: data.title }]}
      />
      <PageContainer>
        <GridMarkup gap={{ base: "xl", md: 40 }}>
          <GridColMarkup span={{ base: 12, md: 8 }}>
            <Panel component="article" aria-label={data.title}>
              <Markdown html={data.html} />
            </Panel>
          </GridColMarkup>
          <GridColMarkup span={{ base: 12, md: 4 }}>
            <StackMarkup gap="lg" component="aside" aria-label="More from the chamber">
              <HelpCard />
              <NewsletterCard />
            </StackMarkup>
          </GridColMarkup>
        </GridMarkup>
      </PageContainer>
    </>
  );
}

function HelpCard() {
  const facts = useSiteFacts();
  return (
    <CardMarkup component="div" withBorder radius="md" padding="lg">
      <TitleMarkup order={2} size="h4" mb="xs">
        Questions?
      </TitleMarkup>
      <TextMarkup size="sm" c="gray.7" mb="md">
        Chamber staff are happy to help: {facts.hours}.
      </TextMarkup>
      <StackMarkup gap="xs" mb="md">
        <TextMarkup component="div" size="sm" style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <ThemeIconMarkup size={26} radius="xl" variant="light">
            <IconPhone size={14} />
          </ThemeIconMarkup>
          <AnchorMarkup href={telHref(facts.phone)} size="sm">
            {facts.phone}
          </AnchorMarkup>
        </TextMarkup>
        <TextMarkup component="div" size="sm" style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <ThemeIconMarkup size={26} radius="xl" variant="light">
            <IconMapPin size={14} />
          </ThemeIconMarkup>
          {facts.address}
        </TextMarkup>
      </StackMarkup>
      <ButtonLinkMarkup to="/contact" fullWidth>
        Contact Us
      </ButtonLinkMarkup>
    </CardMarkup>
  );
}

export function PageNotFound() {
  useHydrationMark();
  return (
    <NotFoundMessage
      title="Page Not Found"
      text="The page you're looking for doesn't exist."
      back={<BackButton to="/">Back to Home</BackButton>}
    />
  );
}
