// The /news sidebar (docs/product.md §2): Quick Links and 'Join Our Newsletter'. The article page shows it too.
import type { ReactNode } from "react";
import { NewsletterSignup } from "#web/components/newsletter/NewsletterSignup.tsx";
import { IconChevronRight, IconMailFilled } from "#web/components/ui/icons.ts";
import { CardMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { GridColMarkup, GridMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { AnchorLinkMarkup, ThemeIconMarkup } from "#web/components/ui/text-markup.tsx";

const quickLinks = [
  { label: "Membership Application", to: "/contact" },
  { label: "Event Calendar", to: "/events" },
  { label: "Business Resources", to: "/business-resources" },
  { label: "Tourism Guide", to: "/visitor" },
  { label: "Past Newsletters", to: "/news/newsletters" },
] as const;

function QuickLinksCard() {
  return (
    <CardMarkup withBorder radius="md" padding="lg" component="nav" aria-labelledby="quick-links-title">
      <TitleMarkup order={2} size="h4" mb="sm" id="quick-links-title">
        Quick Links
      </TitleMarkup>
      <StackMarkup gap={4}>
        {quickLinks.map((link) => (
          <AnchorLinkMarkup
            key={link.label}
            to={link.to}
            py={6}
            fw={500}
            style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}
          >
            {link.label}
            <IconChevronRight size={16} aria-hidden="true" />
          </AnchorLinkMarkup>
        ))}
      </StackMarkup>
    </CardMarkup>
  );
}

export function NewsletterCard() {
  return (
    <CardMarkup
      component="div"
      radius="md"
      padding="lg"
      bg="oak.0"
      withBorder
      style={{ borderColor: "var(--mantine-color-oak-2)" }}
    >
      <ThemeIconMarkup size={42} radius="xl" color="oak.8" mb="sm">
        <IconMailFilled size={22} />
      </ThemeIconMarkup>
      <TitleMarkup order={2} size="h4" mb={6}>
        Join Our Newsletter
      </TitleMarkup>
      <TextMarkup size="sm" c="gray.7" mb="md">
        Get chamber news, member spotlights and upcoming events delivered to your inbox once a month.
      </TextMarkup>
      <NewsletterSignup />
    </CardMarkup>
  );
}

function NewsSidebar() {
  return (
    <StackMarkup gap="lg" component="aside" aria-label="News sidebar">
      <QuickLinksCard />
      <NewsletterCard />
    </StackMarkup>
  );
}

/** The body of /news and of an article: the main column, the sidebar beside it (below it on phones). */
export function WithNewsSidebar({ children }: { children: ReactNode }) {
  return (
    <PageContainer>
      <GridMarkup gap={{ base: "xl", md: 40 }}>
        <GridColMarkup span={{ base: 12, md: 8 }}>{children}</GridColMarkup>
        <GridColMarkup span={{ base: 12, md: 4 }}>
          <NewsSidebar />
        </GridColMarkup>
      </GridMarkup>
    </PageContainer>
  );
}
