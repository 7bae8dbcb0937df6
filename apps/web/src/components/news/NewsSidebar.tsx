// The /news sidebar (docs/product.md §2): Quick Links and 'Join Our Newsletter'. The article page shows it too.
import { Anchor, Card, Grid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { NewsletterSignup } from "#web/components/newsletter/NewsletterSignup.tsx";
import { IconChevronRight, IconMailFilled } from "#web/components/ui/icons.ts";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";

const quickLinks = [
  { label: "Membership Application", to: "/contact" },
  { label: "Event Calendar", to: "/events" },
  { label: "Business Resources", to: "/business-resources" },
  { label: "Tourism Guide", to: "/visitor" },
] as const;

function QuickLinksCard() {
  return (
    <Card withBorder radius="md" padding="lg" component="nav" aria-labelledby="quick-links-title">
      <Title order={2} size="h4" mb="sm" id="quick-links-title">
        Quick Links
      </Title>
      <Stack gap={4}>
        {quickLinks.map((link) => (
          <Anchor
            key={link.label}
            component={Link}
            to={link.to}
            py={6}
            fw={500}
            style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}
          >
            {link.label}
            <IconChevronRight size={16} aria-hidden="true" />
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}

export function NewsletterCard() {
  return (
    <Card radius="md" padding="lg" bg="oak.0" withBorder style={{ borderColor: "var(--mantine-color-oak-2)" }}>
      <ThemeIcon size={42} radius="xl" color="oak.8" mb="sm" aria-hidden="true">
        <IconMailFilled size={22} />
      </ThemeIcon>
      <Title order={2} size="h4" mb={6}>
        Join Our Newsletter
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        Get chamber news, member spotlights and upcoming events delivered to your inbox once a month.
      </Text>
      <NewsletterSignup />
    </Card>
  );
}

function NewsSidebar() {
  return (
    <Stack gap="lg" component="aside" aria-label="News sidebar">
      <QuickLinksCard />
      <NewsletterCard />
    </Stack>
  );
}

/** The body of /news and of an article: the main column, the sidebar beside it (below it on phones). */
export function WithNewsSidebar({ children }: { children: ReactNode }) {
  return (
    <PageContainer>
      <Grid gap={{ base: "xl", md: 40 }}>
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <NewsSidebar />
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
