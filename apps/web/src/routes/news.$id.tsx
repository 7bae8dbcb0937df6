import { formatInZone } from "@chamber/core";
import { Button, Card, Container, Divider, Grid, Group, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconCalendar, IconUser } from "@tabler/icons-react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Markdown } from "../components/content/Markdown.tsx";
import { PageSkeleton } from "../components/content/PageSkeleton.tsx";
import panel from "../components/content/Panel.module.css";
import { NewsCategoryBadge } from "../components/news/NewsCategoryBadge.tsx";
import { NewsSidebar } from "../components/news/NewsSidebar.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { usePageTitle } from "../lib/page-title.ts";
import { trpc } from "../lib/trpc.ts";

export const Route = createFileRoute("/news/$id")({
  loader: ({ context, params }) => {
    const id = articleId(params.id);
    if (id !== null) void context.trpc.news.byId.prefetch({ id });
  },
  component: NewsArticlePage,
});

/** A route id that cannot name an article ("abc", "0", "1.5") is not found without asking the API. */
function articleId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

function NewsArticlePage() {
  const id = articleId(Route.useParams().id);
  // The loader's answer stands: a 404 it got is not asked again as the page mounts.
  const article = trpc.news.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null, retryOnMount: false });
  usePageTitle(id === null || article.isError ? "Article Not Found" : article.data?.title);

  if (id === null || article.isError) return <ArticleNotFound />;
  if (article.isPending) return <PageSkeleton label="Loading article" />;
  const data = article.data;

  return (
    <>
      <PageHeader
        title={data.title}
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "News", to: "/news" }, { label: data.title }]}
      />
      <Container size="lg" py={{ base: "xl", sm: 48 }}>
        <Grid gap={{ base: "xl", md: 40 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card component="article" withBorder radius="md" className={panel.roomy} aria-label={data.title}>
              <Group gap="md" mb="lg" wrap="wrap">
                <NewsCategoryBadge category={data.category} />
                <Group gap={6} c="gray.7" wrap="nowrap">
                  <IconCalendar size={16} aria-hidden="true" />
                  <Text size="sm" component="time" dateTime={data.publishedAt}>
                    {formatInZone(data.publishedAt, "long")}
                  </Text>
                </Group>
                <Group gap={6} c="gray.7" wrap="nowrap">
                  <IconUser size={16} aria-hidden="true" />
                  <Text size="sm">By {data.author}</Text>
                </Group>
              </Group>
              <Markdown content={data.content} />
              <Divider my="lg" />
              <Group>
                <BackToNews />
              </Group>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <NewsSidebar />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

function BackToNews() {
  return (
    <Button component={Link} to="/news" variant="light" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
      Back to News
    </Button>
  );
}

function ArticleNotFound() {
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        Article Not Found
      </Title>
      <Text c="gray.7" mb="xl">
        The article you're looking for doesn't exist or has been removed.
      </Text>
      <BackToNews />
    </Container>
  );
}
