// The public pages' frame and lists are drawn as the markup Mantine's components give (Mantine's
// stylesheet draws it): layout-markup.tsx, the wider mantine-markup.tsx props, the router links
// (links/RouterLinks.tsx), the directory's search box and the page header, each rendered both ways.
// What Mantine writes per element for a value that changes with the screen width (a <style> and
// its `__m__-…` class) is a CSS module's class on ours: both, and every CSS module class, are left
// out of the comparison, and so are React's ids; the screenshots of the pages compare what they draw.
import {
  Anchor,
  Avatar,
  Box,
  Breadcrumbs,
  Button,
  Card,
  CloseButton,
  Container,
  Group,
  MantineProvider,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { createMemoryHistory, createRootRoute, createRouter, Link, RouterProvider } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchBox } from "#web/components/directory/SearchBox.tsx";
import { AnchorLink, ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { theme } from "#web/lib/theme.ts";
import { IconSearch } from "./icons.ts";
import { ContainerMarkup, PaperMarkup, SimpleGridMarkup, SkeletonMarkup } from "./layout-markup.tsx";
import {
  CardMarkup,
  GroupMarkup,
  StackMarkup,
  TextMarkup,
  TitleMarkup,
  VisuallyHiddenMarkup,
} from "./mantine-markup.tsx";
import { PageHeader } from "./PageHeader.tsx";

/** Server-rendered inside the theme and a router, on a page no link names; see the header. */
async function html(node: ReactNode): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <MantineProvider theme={theme}>{node}</MantineProvider> }),
    history: createMemoryHistory({ initialEntries: ["/here"] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/ class="([^"]*)"/g, (_all, names: string) => {
      const kept = names.split(" ").filter((name) => name && !/^(__m__-|_[A-Za-z0-9]+_[0-9a-z]+$)/.test(name));
      return kept.length > 0 ? ` class="${kept.join(" ")}"` : "";
    })
    .replace(/ id="mantine-[^"]*"/g, ' id="mantine-…"');
}

const noop = () => undefined;

describe("the public pages' Mantine markup as plain elements", () => {
  it.each([
    [
      "containers, with a padding and centred text",
      <>
        <Container size="lg" py={{ base: "xl", sm: 48 }}>
          a
        </Container>
        <Container size="sm" py={80} ta="center">
          b
        </Container>
      </>,
      <>
        <ContainerMarkup size="lg">a</ContainerMarkup>
        <ContainerMarkup size="sm" style={{ paddingBlock: "calc(5rem * var(--mantine-scale))", textAlign: "center" }}>
          b
        </ContainerMarkup>
      </>,
    ],
    [
      "a grid of columns per breakpoint, a paper and a skeleton card",
      <>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label="Loading" role="status">
          <Card withBorder padding="lg" radius="md" data-skeleton="card">
            <Stack gap="sm">
              <Skeleton height={20} width="70%" radius="sm" />
              <Skeleton height={12} radius="sm" />
              <Skeleton height={34} width={120} mt="sm" radius="md" />
            </Stack>
          </Card>
        </SimpleGrid>
        <Paper withBorder radius="md" p="xl" ta="center" bg="gray.0" data-testid="empty-state">
          empty
        </Paper>
      </>,
      <>
        <SimpleGridMarkup cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label="Loading" role="status">
          <CardMarkup component="div" data-skeleton="card">
            <StackMarkup gap="sm">
              <SkeletonMarkup height={20} width="70%" radius="sm" />
              <SkeletonMarkup height={12} radius="sm" />
              <SkeletonMarkup height={34} width={120} mt="sm" radius="md" />
            </StackMarkup>
          </CardMarkup>
        </SimpleGridMarkup>
        <PaperMarkup radius="md" withBorder p="xl" bg="gray.0" ta="center" data-testid="empty-state">
          empty
        </PaperMarkup>
      </>,
    ],
    [
      "cards without a border and as a figure, titles of each kind",
      <>
        <Card radius="lg" padding="xl" style={{ display: "flex", flexDirection: "column" }}>
          <Title order={1}>One</Title>
          <Title order={3} size="h4" mb="xs">
            Three as four
          </Title>
        </Card>
        <Card withBorder radius="lg" padding="xl" component="figure" className="own">
          <Title order={2} size="h3" id="month-title">
            Two as three
          </Title>
          <Title order={2} id="section" c="oak.9">
            Two
          </Title>
        </Card>
      </>,
      <>
        <CardMarkup
          component="div"
          radius="lg"
          padding="xl"
          withBorder={false}
          style={{ display: "flex", flexDirection: "column" }}
        >
          <TitleMarkup order={1}>One</TitleMarkup>
          <TitleMarkup order={3} size="h4" mb="xs">
            Three as four
          </TitleMarkup>
        </CardMarkup>
        <CardMarkup component="figure" radius="lg" padding="xl" className="own">
          <TitleMarkup order={2} size="h3" id="month-title">
            Two as three
          </TitleMarkup>
          <TitleMarkup order={2} id="section" color="oak.9">
            Two
          </TitleMarkup>
        </CardMarkup>
      </>,
    ],
    [
      "texts with margins, padding, a width, the headings' font, a style, other elements and roles",
      <>
        <Text size="lg" mt="xs" maw={720}>
          subtitle
        </Text>
        <Text c="gray.7" px={4} aria-hidden="true">
          …
        </Text>
        <Text c="gray.7" mb="lg" style={{ flex: 1 }}>
          grows
        </Text>
        <Text fw={700} ff="heading" size="lg" c="white">
          caption
        </Text>
        <Text component="blockquote">quote</Text>
        <Text size="xs" fw={700} component="div" c="gray.8">
          1
        </Text>
        <Text size="sm" c="gray.7" aria-live="polite">
          3 businesses
        </Text>
        <Text role="status">Loading</Text>
      </>,
      <>
        <TextMarkup size="lg" mt="xs" maw={720}>
          subtitle
        </TextMarkup>
        <TextMarkup size={null} color="gray.7" px={4} aria-hidden="true">
          …
        </TextMarkup>
        <TextMarkup size={null} style={{ flex: 1 }} mb="lg" color="gray.7">
          grows
        </TextMarkup>
        <TextMarkup size="lg" color="white" ff="heading" fw={700}>
          caption
        </TextMarkup>
        <TextMarkup size={null} component="blockquote">
          quote
        </TextMarkup>
        <TextMarkup size="xs" component="div" color="gray.8" fw={700}>
          1
        </TextMarkup>
        <TextMarkup color="gray.7" aria-live="polite">
          3 businesses
        </TextMarkup>
        <TextMarkup size={null} role="status">
          Loading
        </TextMarkup>
      </>,
    ],
    [
      "groups and stacks of other kinds, an avatar's frame, hidden headings and live regions",
      <>
        <Group gap="sm" component="figcaption" mt="auto" wrap="nowrap">
          <Stack gap={0}>a</Stack>
        </Group>
        <Group justify="center" mt={40} role="group" aria-label="Filter">
          <Stack align="center" ta="center" gap="md">
            b
          </Stack>
        </Group>
        <Group gap={2} role="img" aria-label="Rated 5 out of 5" className="own">
          c
        </Group>
        <Avatar color="oak" radius="xl" variant="filled" aria-hidden="true">
          MD
        </Avatar>
        <VisuallyHidden component="h1" id="home-title">
          Name
        </VisuallyHidden>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          Slide 1 of 3
        </VisuallyHidden>
      </>,
      <>
        <GroupMarkup gap="sm" component="figcaption" mt="auto" wrap="nowrap">
          <StackMarkup gap={0}>a</StackMarkup>
        </GroupMarkup>
        <GroupMarkup gap="md" justify="center" mt={40} role="group" aria-label="Filter">
          <StackMarkup gap="md" align="center" ta="center">
            b
          </StackMarkup>
        </GroupMarkup>
        <GroupMarkup gap={2} role="img" aria-label="Rated 5 out of 5" className="own">
          c
        </GroupMarkup>
        <div
          style={
            {
              "--avatar-radius": "var(--mantine-radius-xl)",
              "--avatar-bg": "var(--mantine-color-oak-filled)",
              "--avatar-color": "var(--mantine-color-white)",
              "--avatar-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
            } as React.CSSProperties
          }
          className="m_f85678b6 mantine-Avatar-root"
          data-variant="filled"
          aria-hidden="true"
        >
          <span className="m_104cd71f mantine-Avatar-placeholder">MD</span>
        </div>
        <VisuallyHiddenMarkup component="h1" id="home-title">
          Name
        </VisuallyHiddenMarkup>
        <VisuallyHiddenMarkup role="status" aria-live="polite" aria-atomic="true">
          Slide 1 of 3
        </VisuallyHiddenMarkup>
      </>,
    ],
    [
      "button links of every variant, size and section the pages use",
      <>
        <Button component={Link} to="/" mt="md" variant="white" leftSection={<b>i</b>}>
          Submit
        </Button>
        <Button component={Link} to="/" variant="filled" radius="xl" aria-current="page">
          All
        </Button>
        <Button component={Link} to="/" variant="default" radius="xl">
          Dining
        </Button>
        <Button component={Link} to="/" variant="default" size="sm" radius="md" miw={44} px="sm" aria-label="Page 2">
          2
        </Button>
        <Button component={Link} to="/" variant="subtle" rightSection={<b>→</b>}>
          View All
        </Button>
        <Button component={Link} to="/" size="lg" variant="outline">
          Membership
        </Button>
        <Button component={Link} to="/" size="md" color="citrus.3" c="dark.9">
          Explore
        </Button>
        <Button component={Link} to="/" size="md" variant="white" c="oak.9">
          Upcoming
        </Button>
        <Button component={Link} to="/" color="bluff.8" style={{ alignSelf: "flex-start" }}>
          Learn More<VisuallyHidden> about it</VisuallyHidden>
        </Button>
        <Button component={Link} to="/" variant="light">
          About
        </Button>
      </>,
      <>
        <ButtonLink to="/" mt="md" variant="white" leftSection={<b>i</b>}>
          Submit
        </ButtonLink>
        <ButtonLink to="/" variant="filled" radius="xl" aria-current="page">
          All
        </ButtonLink>
        <ButtonLink to="/" variant="default" radius="xl">
          Dining
        </ButtonLink>
        <ButtonLink to="/" variant="default" size="sm" radius="md" miw={44} px="sm" aria-label="Page 2">
          2
        </ButtonLink>
        <ButtonLink to="/" variant="subtle" rightSection={<b>→</b>}>
          View All
        </ButtonLink>
        <ButtonLink to="/" size="lg" variant="outline">
          Membership
        </ButtonLink>
        <ButtonLink to="/" size="md" color="citrus.3" c="dark.9">
          Explore
        </ButtonLink>
        <ButtonLink to="/" size="md" variant="white" c="oak.9">
          Upcoming
        </ButtonLink>
        <ButtonLink to="/" color="bluff.8" style={{ alignSelf: "flex-start" }}>
          Learn More<VisuallyHiddenMarkup> about it</VisuallyHiddenMarkup>
        </ButtonLink>
        <ButtonLink to="/" variant="light">
          About
        </ButtonLink>
      </>,
    ],
    [
      "anchor links: sized and bold, and inheriting a heading's font",
      <>
        <Anchor component={Link} to="/" size="sm" fw={600}>
          See more
        </Anchor>
        <Anchor component={Link} to="/" c="inherit" underline="hover" inherit>
          Title
        </Anchor>
      </>,
      <>
        <AnchorLink to="/" size="sm" fw={600}>
          See more
        </AnchorLink>
        <AnchorLink to="/" c="inherit" underline="hover" inherit>
          Title
        </AnchorLink>
      </>,
    ],
    [
      "the directory's search box, with and without text",
      <>
        <TextInput
          size="md"
          radius="xl"
          type="search"
          name="search"
          aria-label="Search businesses"
          placeholder="Search businesses..."
          value="coffee"
          onChange={noop}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={<CloseButton type="button" aria-label="Clear search" />}
          maw={560}
        />
        <TextInput
          size="md"
          radius="xl"
          type="search"
          name="search"
          aria-label="Search businesses"
          placeholder="Search businesses..."
          value=""
          onChange={noop}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={null}
          maw={560}
        />
      </>,
      <>
        <SearchBox value="coffee" onChange={noop} onClear={noop} />
        <SearchBox value="" onChange={noop} onClear={noop} />
      </>,
    ],
    [
      "the page header with its breadcrumb trail",
      <Box key="m">
        <Container size="lg" py={{ base: "xl", sm: 48 }}>
          <nav aria-label="Breadcrumb">
            <Breadcrumbs separator="›" mb="sm">
              <Anchor component={Link} to="/" size="sm">
                Home
              </Anchor>
              <Text size="sm" aria-current="page">
                Directory
              </Text>
            </Breadcrumbs>
          </nav>
          <Title order={1}>Business Directory</Title>
          <Text size="lg" mt="xs" maw={720}>
            Find them
          </Text>
        </Container>
      </Box>,
      <PageHeader
        key="p"
        title="Business Directory"
        subtitle="Find them"
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Directory" }]}
      />,
    ],
  ])("%s", async (_name, mantine, plain) => {
    const expected = await html(mantine);
    expect(expected).toMatch(/mantine-/);
    expect(await html(plain)).toBe(expected);
  });
});
