// The markup of this folder (box-markup.tsx and what is built on it) must give the HTML Mantine's
// components give, so that Mantine's stylesheet draws it: each way the public pages use them,
// rendered both ways, in one table. Most are compared exactly, React's ids masked (they name fields
// and responsive rules by their place in the tree) and MantineProvider's own <style> tags aside. The
// frame of the pages and the router links are compared as drawn: what Mantine writes per element
// for a value that changes with the screen width (a <style> and its `__m__-…` class) is a CSS
// module's class on ours (PageContainer), so every <style>, those classes and Mantine's ids are left
// out there, and the screenshots of the pages compare what they draw.
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  CloseButton,
  Container,
  Divider,
  Grid,
  Group,
  Image,
  List,
  MantineProvider,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Typography,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { createMemoryHistory, createRootRoute, createRouter, Link, RouterProvider } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchBox } from "#web/components/directory/SearchBox.tsx";
import { AnchorLink, ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { theme } from "#web/lib/theme.ts";
import {
  ButtonAnchorMarkup,
  ButtonLinkMarkup,
  ButtonMarkup,
  ButtonSummaryMarkup,
  LightButtonLinkMarkup,
  UnstyledButtonMarkup,
} from "./ButtonMarkup.tsx";
import { IconArrowLeft, IconCheck, IconSearch, IconSend, IconStarFilled } from "./icons.ts";
import { BoxMarkup, ContainerMarkup, PaperMarkup, SimpleGridMarkup, SkeletonMarkup } from "./layout-markup.tsx";
import {
  AnchorMarkup,
  BadgeMarkup,
  CardMarkup,
  CardSectionMarkup,
  GroupMarkup,
  StackMarkup,
  TextMarkup,
  TitleMarkup,
  VisuallyHiddenMarkup,
} from "./mantine-markup.tsx";
import { PageHeader } from "./PageHeader.tsx";
import { AvatarMarkup, DividerMarkup, GridColMarkup, GridMarkup, ImageMarkup } from "./page-layout-markup.tsx";
import { AnchorLinkMarkup, ListItemMarkup, ListMarkup, ThemeIconMarkup, TypographyMarkup } from "./text-markup.tsx";

type Compared = "exactly" | "as drawn";

/** Server-rendered inside the theme and a router, normalised as `compared` says (see above). */
async function html(node: ReactNode, compared: Compared): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <MantineProvider theme={theme}>{node}</MantineProvider> }),
    // The frame's links are drawn on a page none of them names.
    history: createMemoryHistory({ initialEntries: [compared === "as drawn" ? "/here" : "/"] }),
  });
  await router.load();
  const page = renderToString(<RouterProvider router={router} />);
  if (compared === "exactly")
    return page
      .replace(/<style data-mantine-styles="(true|classes)"[^>]*>[\s\S]*?<\/style>/g, "")
      .replace(/_R_[A-Za-z0-9]+_/g, "ID");
  return page
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/ class="([^"]*)"/g, (_all, names: string) => {
      const kept = names.split(" ").filter((name) => name && !/^(__m__-|_[A-Za-z0-9]+_[0-9a-z]+$)/.test(name));
      return kept.length > 0 ? ` class="${kept.join(" ")}"` : "";
    })
    .replace(/ id="mantine-[^"]*"/g, ' id="mantine-…"');
}

const noop = () => undefined;

const cases: [what: string, compared: Compared, mantine: ReactNode, plain: ReactNode][] = [
  [
    "a container with responsive padding, a grid with columns",
    "exactly",
    <Container size="lg" py={{ base: "xl", sm: 56 }} key="m">
      <Grid gap={{ base: "xl", md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>a</Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>b</Grid.Col>
        <Grid.Col span={12}>c</Grid.Col>
      </Grid>
    </Container>,
    <ContainerMarkup size="lg" py={{ base: "xl", sm: 56 }} key="p">
      <GridMarkup gap={{ base: "xl", md: 48 }} align="center">
        <GridColMarkup span={{ base: 12, md: 6 }}>a</GridColMarkup>
        <GridColMarkup span={{ base: 12, md: 7 }}>b</GridColMarkup>
        <GridColMarkup span={12}>c</GridColMarkup>
      </GridMarkup>
    </ContainerMarkup>,
  ],
  [
    "containers, centred, narrow, a grid with a fixed gap",
    "exactly",
    <>
      <Container size="sm" py={80} ta="center">
        x
      </Container>
      <Container size="md" py={{ base: "xl", sm: 56 }} ta="center">
        y
      </Container>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>z</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          w
        </Grid.Col>
      </Grid>
    </>,
    <>
      <ContainerMarkup size="sm" py={80} ta="center">
        x
      </ContainerMarkup>
      <ContainerMarkup size="md" py={{ base: "xl", sm: 56 }} ta="center">
        y
      </ContainerMarkup>
      <GridMarkup gap="lg">
        <GridColMarkup span={{ base: 12, md: 4 }}>z</GridColMarkup>
        <GridColMarkup span={{ base: 12, md: 4 }} visibleFrom="md">
          w
        </GridColMarkup>
      </GridMarkup>
    </>,
  ],
  [
    "simple grids, a band, a narrow box",
    "exactly",
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        x
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        <li>y</li>
      </SimpleGrid>
      <Box bg="gray.0" py={{ base: "xl", sm: 56 }}>
        band
      </Box>
      <Box maw={760} mx="auto">
        narrow
      </Box>
      <Box mb="lg" data-testid="photo">
        photo
      </Box>
    </>,
    <>
      <SimpleGridMarkup cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        x
      </SimpleGridMarkup>
      <SimpleGridMarkup cols={{ base: 1, xs: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        <li>y</li>
      </SimpleGridMarkup>
      <BoxMarkup bg="gray.0" py={{ base: "xl", sm: 56 }}>
        band
      </BoxMarkup>
      <BoxMarkup maw={760} mx="auto">
        narrow
      </BoxMarkup>
      <BoxMarkup mb="lg" data-testid="photo">
        photo
      </BoxMarkup>
    </>,
  ],
  [
    "cards and papers",
    "exactly",
    <>
      <Card withBorder radius="md" className="own" shadow="sm">
        a
      </Card>
      <Card withBorder radius="md" padding="xl" shadow="xs" component="section" aria-label="Area">
        b
      </Card>
      <Card radius="md" padding="xl" bg="oak.9" c="white" h="100%">
        c
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="t" bg="oak.0">
        d
      </Card>
      <Card radius="md" padding="lg" bg="oak.0" withBorder style={{ borderColor: "var(--mantine-color-oak-2)" }}>
        e
      </Card>
      <Card component="article" withBorder radius="md" padding="lg" shadow="xs" data-testid="news-card">
        <Card.Section mb="md">photo</Card.Section>f
      </Card>
      <Paper withBorder radius="md" p="lg" component="li" data-testid="m">
        g
      </Paper>
      <Paper p="md" radius="md" bg="citrus.0" className="own">
        h
      </Paper>
      <Paper
        withBorder
        radius="md"
        p="md"
        mb="lg"
        role="status"
        bg="red.0"
        style={{ borderLeft: "4px solid var(--mantine-color-red-8)" }}
        data-testid="notice"
      >
        i
      </Paper>
    </>,
    <>
      <CardMarkup component="div" padding={null} withBorder radius="md" className="own" shadow="sm">
        a
      </CardMarkup>
      <CardMarkup withBorder radius="md" padding="xl" shadow="xs" component="section" aria-label="Area">
        b
      </CardMarkup>
      <CardMarkup component="div" withBorder={false} radius="md" padding="xl" bg="oak.9" c="white" h="100%">
        c
      </CardMarkup>
      <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="t" bg="oak.0">
        d
      </CardMarkup>
      <CardMarkup
        component="div"
        radius="md"
        padding="lg"
        bg="oak.0"
        withBorder
        style={{ borderColor: "var(--mantine-color-oak-2)" }}
      >
        e
      </CardMarkup>
      <CardMarkup component="article" withBorder radius="md" padding="lg" shadow="xs" data-testid="news-card">
        <CardSectionMarkup mb="md">photo</CardSectionMarkup>f
      </CardMarkup>
      <PaperMarkup withBorder radius="md" p="lg" component="li" data-testid="m">
        g
      </PaperMarkup>
      <PaperMarkup p="md" radius="md" bg="citrus.0" className="own">
        h
      </PaperMarkup>
      <PaperMarkup
        withBorder
        radius="md"
        p="md"
        mb="lg"
        role="status"
        bg="red.0"
        style={{ borderLeft: "4px solid var(--mantine-color-red-8)" }}
        data-testid="notice"
      >
        i
      </PaperMarkup>
    </>,
  ],
  [
    "titles and texts",
    "exactly",
    <>
      <Title order={2} mb="md">
        a
      </Title>
      <Title order={2} size="h3" mb={4}>
        b
      </Title>
      <Title order={2} size="h4" id="t" mb="sm">
        c
      </Title>
      <Title order={2} ta="center" mb={6}>
        d
      </Title>
      <Title order={1}>e</Title>
      <Title order={3}>f</Title>
      <Title order={2} c="white" mb="xs">
        g
      </Title>
      <Text c="gray.8" mb="md" size="lg">
        h
      </Text>
      <Text c="gray.7" ta="center" mb="xl" maw={620} mx="auto">
        i
      </Text>
      <Text size="sm" c="gray.7" component="div">
        j
      </Text>
      <Text size="xs" tt="uppercase" fw={700} c="gray.7" lts="0.05em">
        k
      </Text>
      <Text style={{ whiteSpace: "pre-line" }} lh={1.7} data-testid="d">
        l
      </Text>
      <Text size="sm" component="time" dateTime="2026-01-05">
        m
      </Text>
      <Text c="gray.7" mb="md" lineClamp={3}>
        n
      </Text>
    </>,
    <>
      <TitleMarkup order={2} mb="md">
        a
      </TitleMarkup>
      <TitleMarkup order={2} size="h3" mb={4}>
        b
      </TitleMarkup>
      <TitleMarkup order={2} size="h4" id="t" mb="sm">
        c
      </TitleMarkup>
      <TitleMarkup order={2} ta="center" mb={6}>
        d
      </TitleMarkup>
      <TitleMarkup order={1}>e</TitleMarkup>
      <TitleMarkup order={3}>f</TitleMarkup>
      <TitleMarkup order={2} c="white" mb="xs">
        g
      </TitleMarkup>
      <TextMarkup c="gray.8" mb="md" size="lg">
        h
      </TextMarkup>
      <TextMarkup size={null} c="gray.7" ta="center" mb="xl" maw={620} mx="auto">
        i
      </TextMarkup>
      <TextMarkup size="sm" c="gray.7" component="div">
        j
      </TextMarkup>
      <TextMarkup size="xs" tt="uppercase" fw={700} c="gray.7" lts="0.05em">
        k
      </TextMarkup>
      <TextMarkup size={null} style={{ whiteSpace: "pre-line" }} lh={1.7} data-testid="d">
        l
      </TextMarkup>
      <TextMarkup size="sm" component="time" dateTime="2026-01-05">
        m
      </TextMarkup>
      <TextMarkup size={null} c="gray.7" mb="md" lineClamp={3}>
        n
      </TextMarkup>
    </>,
  ],
  [
    "anchors",
    "exactly",
    <>
      <Anchor href="tel:+1" size="sm">
        a
      </Anchor>
      <Anchor href="https://x.example" size="sm" rel="noopener noreferrer" data-testid="w">
        b
      </Anchor>
      <Anchor component={Link} to="/contact" py={6} fw={500} style={{ display: "flex" }}>
        c
      </Anchor>
      <Anchor component={Link} to="/news/1" c="inherit" underline="hover" inherit>
        d
      </Anchor>
      <Anchor component={Link} to="/news/1" fw={600}>
        e
      </Anchor>
    </>,
    <>
      <AnchorMarkup href="tel:+1" size="sm">
        a
      </AnchorMarkup>
      <AnchorMarkup href="https://x.example" size="sm" rel="noopener noreferrer" data-testid="w">
        b
      </AnchorMarkup>
      <AnchorLinkMarkup to="/contact" py={6} fw={500} style={{ display: "flex" }}>
        c
      </AnchorLinkMarkup>
      <AnchorLinkMarkup to="/news/$id" params={{ id: "1" }} c="inherit" inherit>
        d
      </AnchorLinkMarkup>
      <AnchorLinkMarkup to="/news/$id" params={{ id: "1" }} fw={600}>
        e
      </AnchorLinkMarkup>
    </>,
  ],
  [
    "lists and theme icons",
    "exactly",
    <>
      <List
        spacing="sm"
        center
        icon={
          <ThemeIcon size={26} radius="xl" color="oak.8" aria-hidden="true">
            <IconCheck size={16} />
          </ThemeIcon>
        }
      >
        <List.Item>one</List.Item>
      </List>
      <List spacing={6} size="sm" c="gray.8" mb="lg">
        <List.Item>two</List.Item>
      </List>
      <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden="true">
        i
      </ThemeIcon>
      <ThemeIcon size={48} radius="md" color="citrus.3" c="oak.9" mb="md" aria-hidden="true">
        j
      </ThemeIcon>
      <ThemeIcon size={40} radius="md" variant="light" color="oak" aria-hidden="true">
        k
      </ThemeIcon>
    </>,
    <>
      <ListMarkup
        spacing="sm"
        center
        icon={
          <ThemeIconMarkup size={26} radius="xl" color="oak.8">
            <IconCheck size={16} />
          </ThemeIconMarkup>
        }
      >
        <ListItemMarkup>one</ListItemMarkup>
      </ListMarkup>
      <ListMarkup spacing={6} size="sm" c="gray.8" mb="lg">
        <ListItemMarkup>two</ListItemMarkup>
      </ListMarkup>
      <ThemeIconMarkup size={44} radius="md" variant="light" mb="md">
        i
      </ThemeIconMarkup>
      <ThemeIconMarkup size={48} radius="md" color="citrus.3" c="oak.9" mb="md">
        j
      </ThemeIconMarkup>
      <ThemeIconMarkup size={40} radius="md" variant="light" color="oak">
        k
      </ThemeIconMarkup>
    </>,
  ],
  [
    "buttons",
    "exactly",
    <>
      <Button type="submit" disabled={false}>
        Send
      </Button>
      <Button type="submit" disabled rightSection={<IconSend size={18} aria-hidden="true" />}>
        Sending
      </Button>
      <Button onClick={() => {}} leftSection={<IconCheck size={18} aria-hidden="true" />} fullWidth>
        Map
      </Button>
      <Button component={Link} to="/events" variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="lg" px={8}>
        Back
      </Button>
      <Button component={Link} to="/events" variant="default">
        All
      </Button>
      <Button component={Link} to="/contact" variant="outline">
        Contact
      </Button>
      <Button component={Link} to="/events" size="md" mt="sm" leftSection={<IconArrowLeft size={16} />}>
        Back
      </Button>
      <Button component={Link} to="/contact" fullWidth>
        Contact
      </Button>
      <Button component={Link} to="/contact" color="citrus.3" c="oak.9">
        Join
      </Button>
      <Button component={Link} to="/contact" variant="outline" color="white">
        Nominate
      </Button>
      <Button component={Link} to="/events" size="md" variant="light">
        Events
      </Button>
      <Button variant="light" onClick={() => {}}>
        Again
      </Button>
      <Button
        type="submit"
        size="md"
        w={{ base: "100%", xs: "auto" }}
        disabled={false}
        rightSection={<IconSend size={18} aria-hidden="true" />}
      >
        Send
      </Button>
      <Button type="submit" size="md" loading>
        Sending
      </Button>
      <Button variant="light" loading={false} disabled leftSection={<IconCheck size={16} aria-hidden="true" />}>
        Choose
      </Button>
      <Button variant="light" loading disabled={false}>
        Choose
      </Button>
      <Button variant="subtle" color="red" leftSection={<IconCheck size={16} aria-hidden="true" />} disabled={false}>
        Remove
      </Button>
      <Button component="summary" className="sum" leftSection={<IconCheck size={16} />} onClick={() => {}}>
        Share
      </Button>
      <Button component="summary" className="sum" variant="light" leftSection={<IconCheck size={16} />}>
        Add
      </Button>
      <UnstyledButton className="item" onClick={() => {}}>
        Copy
      </UnstyledButton>
      <Button component="a" href="/contact#form" variant="outline" w={{ base: "100%", xs: "auto" }} onClick={() => {}}>
        Another
      </Button>
    </>,
    <>
      <ButtonMarkup type="submit" disabled={false}>
        Send
      </ButtonMarkup>
      <ButtonMarkup type="submit" disabled rightSection={<IconSend size={18} aria-hidden="true" />}>
        Sending
      </ButtonMarkup>
      <ButtonMarkup onClick={() => {}} leftSection={<IconCheck size={18} aria-hidden="true" />} fullWidth>
        Map
      </ButtonMarkup>
      <ButtonLinkMarkup to="/events" variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="lg" px={8}>
        Back
      </ButtonLinkMarkup>
      <ButtonLinkMarkup to="/events" variant="default">
        All
      </ButtonLinkMarkup>
      <ButtonLinkMarkup to="/contact" variant="outline">
        Contact
      </ButtonLinkMarkup>
      <ButtonLinkMarkup to="/events" size="md" mt="sm" leftSection={<IconArrowLeft size={16} />}>
        Back
      </ButtonLinkMarkup>
      <ButtonLinkMarkup to="/contact" fullWidth>
        Contact
      </ButtonLinkMarkup>
      <ButtonLinkMarkup to="/contact" color="citrus.3" c="oak.9">
        Join
      </ButtonLinkMarkup>
      <ButtonLinkMarkup to="/contact" variant="outline" color="white">
        Nominate
      </ButtonLinkMarkup>
      <ButtonLinkMarkup to="/events" size="md" variant="light">
        Events
      </ButtonLinkMarkup>
      <ButtonMarkup variant="light" onClick={() => {}}>
        Again
      </ButtonMarkup>
      <ButtonMarkup
        type="submit"
        size="md"
        w={{ base: "100%", xs: "auto" }}
        disabled={false}
        rightSection={<IconSend size={18} aria-hidden="true" />}
      >
        Send
      </ButtonMarkup>
      <ButtonMarkup type="submit" size="md" loading>
        Sending
      </ButtonMarkup>
      <ButtonMarkup variant="light" loading={false} disabled leftSection={<IconCheck size={16} aria-hidden="true" />}>
        Choose
      </ButtonMarkup>
      <ButtonMarkup variant="light" loading disabled={false}>
        Choose
      </ButtonMarkup>
      <ButtonMarkup
        variant="subtle"
        color="red"
        leftSection={<IconCheck size={16} aria-hidden="true" />}
        disabled={false}
      >
        Remove
      </ButtonMarkup>
      <ButtonSummaryMarkup className="sum" leftSection={<IconCheck size={16} />} onClick={() => {}}>
        Share
      </ButtonSummaryMarkup>
      <ButtonSummaryMarkup className="sum" variant="light" leftSection={<IconCheck size={16} />}>
        Add
      </ButtonSummaryMarkup>
      <UnstyledButtonMarkup className="item" onClick={() => {}}>
        Copy
      </UnstyledButtonMarkup>
      <ButtonAnchorMarkup href="/contact#form" variant="outline" w={{ base: "100%", xs: "auto" }} onClick={() => {}}>
        Another
      </ButtonAnchorMarkup>
    </>,
  ],
  [
    "skeletons, a divider, an image",
    "exactly",
    <>
      <Skeleton height={14} width={180} mb="md" />
      <Skeleton height={40} width="60%" mb="md" />
      <Skeleton height={260} radius="md" />
      <Skeleton height={22} width={120} radius="sm" />
      <Skeleton height={12} radius="sm" mb={8} />
      <Divider my="lg" />
      <Image src="x.png" alt="x" radius="lg" style={{ aspectRatio: "4 / 3" }} />
      <Card withBorder radius="md" padding="lg" shadow="xs" component="article" aria-labelledby="v">
        <Card.Section>
          <Image src="y.png" alt="y" h={170} fit="cover" />
        </Card.Section>
        <Stack gap="xs" mt="md" style={{ flex: 1 }}>
          v
        </Stack>
      </Card>
      <Avatar size={64} radius="xl" color="oak" variant="light" className="av" aria-hidden="true">
        AB
      </Avatar>
      <Text component="h3" fw={700} fz="lg" ff="heading" m={0}>
        n
      </Text>
    </>,
    <>
      <SkeletonMarkup height={14} width={180} mb="md" />
      <SkeletonMarkup height={40} width="60%" mb="md" />
      <SkeletonMarkup height={260} radius="md" />
      <SkeletonMarkup height={22} width={120} radius="sm" />
      <SkeletonMarkup height={12} radius="sm" mb={8} />
      <DividerMarkup my="lg" />
      <ImageMarkup src="x.png" alt="x" radius="lg" style={{ aspectRatio: "4 / 3" }} />
      <CardMarkup withBorder radius="md" padding="lg" shadow="xs" component="article" aria-labelledby="v">
        <CardSectionMarkup mb={null}>
          <ImageMarkup src="y.png" alt="y" h={170} fit="cover" />
        </CardSectionMarkup>
        <StackMarkup gap="xs" mt="md" style={{ flex: 1 }}>
          v
        </StackMarkup>
      </CardMarkup>
      <AvatarMarkup size={64} className="av">
        AB
      </AvatarMarkup>
      <TextMarkup size={null} component="h3" fw={700} fz="lg" ff="heading" m={0}>
        n
      </TextMarkup>
    </>,
  ],
  [
    "stacks and groups",
    "exactly",
    <>
      <Stack gap="lg" component="aside" aria-label="Side">
        <Stack gap={4}>a</Stack>
      </Stack>
      <Stack align="center" ta="center" gap="md">
        b
      </Stack>
      <Group gap="lg" mt="md" c="white" data-testid="f">
        <Group gap={6} wrap="nowrap">
          c
        </Group>
        {false}
      </Group>
      <Group justify="flex-end">d</Group>
      <Group gap={4} wrap="nowrap" component="span">
        e
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        f
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        g
      </Group>
      <Group gap={6} c="gray.7" wrap="nowrap" mt={4}>
        h
      </Group>
      <Group>i</Group>
    </>,
    <>
      <StackMarkup gap="lg" component="aside" aria-label="Side">
        <StackMarkup gap={4}>a</StackMarkup>
      </StackMarkup>
      <StackMarkup align="center" ta="center" gap="md">
        b
      </StackMarkup>
      <GroupMarkup gap="lg" mt="md" c="white" data-testid="f">
        <GroupMarkup gap={6} wrap="nowrap">
          c
        </GroupMarkup>
        {false}
      </GroupMarkup>
      <GroupMarkup justify="flex-end">d</GroupMarkup>
      <GroupMarkup gap={4} wrap="nowrap" component="span">
        e
      </GroupMarkup>
      <GroupMarkup justify="space-between" wrap="wrap" gap="xs">
        f
      </GroupMarkup>
      <GroupMarkup align="flex-end" gap="sm" wrap="wrap">
        g
      </GroupMarkup>
      <GroupMarkup gap={6} c="gray.7" wrap="nowrap" mt={4}>
        h
      </GroupMarkup>
      <GroupMarkup>i</GroupMarkup>
    </>,
  ],
  [
    "a badge, typography, hidden words",
    "exactly",
    <>
      <Badge variant="filled" bg="citrus.1" c="#7a4500" tt="none" size="lg" radius="sm" fw={600} data-category="x">
        a
      </Badge>
      <Badge size="lg" radius="sm" tt="none" fw={600} bg="white" c="oak.9">
        b
      </Badge>
      <Typography
        className="own"
        data-testid="markdown"
        onClick={() => {}}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, as the server's sanitized content
        dangerouslySetInnerHTML={{ __html: "<p>c</p>" }}
      />
      <VisuallyHidden> about d</VisuallyHidden>
    </>,
    <>
      <BadgeMarkup variant="filled" bg="citrus.1" c="#7a4500" size="lg" fw={600} data-category="x">
        a
      </BadgeMarkup>
      <BadgeMarkup size="lg" fw={600} bg="white" c="oak.9">
        b
      </BadgeMarkup>
      <TypographyMarkup
        className="own"
        data-testid="markdown"
        onClick={() => {}}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, as the server's sanitized content
        dangerouslySetInnerHTML={{ __html: "<p>c</p>" }}
      />
      <VisuallyHiddenMarkup> about d</VisuallyHiddenMarkup>
    </>,
  ],
  [
    "a card with a photo section before its body",
    "exactly",
    <Card withBorder radius="md" padding="lg" className="own" component="article" data-testid="card" key="m">
      <Card.Section mb="md">photo</Card.Section>
      <p>body</p>
    </Card>,
    <CardMarkup className="own" data-testid="card" key="p">
      <CardSectionMarkup>photo</CardSectionMarkup>
      <p>body</p>
    </CardMarkup>,
  ],
  [
    "stacks and groups",
    "exactly",
    <Stack gap="sm" className="own" key="m">
      <Group gap={6}>a</Group>
      <Stack gap={6}>
        <Group gap={8} wrap="nowrap" align="flex-start">
          b
        </Group>
      </Stack>
    </Stack>,
    <StackMarkup gap="sm" className="own" key="p">
      <GroupMarkup gap={6}>a</GroupMarkup>
      <StackMarkup gap={6}>
        <GroupMarkup gap={8} wrap="nowrap" align="flex-start">
          b
        </GroupMarkup>
      </StackMarkup>
    </StackMarkup>,
  ],
  [
    "a list and an address as stacks, a narrow stack, groups spread, pushed down and apart",
    "exactly",
    <>
      <Stack gap={8} component="ul" className="own">
        <li>a</li>
      </Stack>
      <Stack gap={8} component="address">
        b
      </Stack>
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <Stack gap={6} maw={680}>
          c
        </Stack>
        {false}
      </Group>
      <Group gap="xs" mt="xs">
        d
      </Group>
    </>,
    <>
      <StackMarkup gap={8} component="ul" className="own">
        <li>a</li>
      </StackMarkup>
      <StackMarkup gap={8} component="address">
        b
      </StackMarkup>
      <GroupMarkup justify="space-between" align="flex-end" mb="xl" gap="md">
        <StackMarkup gap={6} maw={680}>
          c
        </StackMarkup>
        {false}
      </GroupMarkup>
      <GroupMarkup gap="xs" mt="xs">
        d
      </GroupMarkup>
    </>,
  ],
  [
    "texts without a size, large, as an eyebrow, and anchors",
    "exactly",
    <>
      <Text className="own">no size</Text>
      <Text size="sm" className="own">
        small
      </Text>
      <Text size="lg" c="rgba(255,255,255,0.9)">
        lead
      </Text>
      <Text size="sm" fw={700} tt="uppercase" lts="0.08em" c="bluff.8">
        eyebrow
      </Text>
      <Anchor href="tel:+18055550100" className="own">
        phone
      </Anchor>
    </>,
    <>
      <TextMarkup size={null} className="own">
        no size
      </TextMarkup>
      <TextMarkup className="own">small</TextMarkup>
      <TextMarkup size="lg" color="rgba(255,255,255,0.9)">
        lead
      </TextMarkup>
      <TextMarkup fw={700} tt="uppercase" lts="0.08em" color="bluff.8">
        eyebrow
      </TextMarkup>
      <AnchorMarkup href="tel:+18055550100" className="own">
        phone
      </AnchorMarkup>
    </>,
  ],
  [
    "titles",
    "exactly",
    <>
      <Title order={2} className="own">
        Two
      </Title>
      <Title order={3}>Three</Title>
    </>,
    <>
      <TitleMarkup order={2} className="own">
        Two
      </TitleMarkup>
      <TitleMarkup order={3}>Three</TitleMarkup>
    </>,
  ],
  [
    "texts",
    "exactly",
    <>
      <Text size="sm" component="time" dateTime="2026-01-05T10:00:00.000Z">
        Jan 5
      </Text>
      <Text size="sm">plain</Text>
      <Text size="sm" c="gray.7" lineClamp={3}>
        clamped
      </Text>
    </>,
    <>
      <TextMarkup dateTime="2026-01-05T10:00:00.000Z">Jan 5</TextMarkup>
      <TextMarkup>plain</TextMarkup>
      <TextMarkup color="gray.7" lineClamp={3}>
        clamped
      </TextMarkup>
    </>,
  ],
  [
    "badges in each size, with a theme colour, white, a hex colour and a left section",
    "exactly",
    <>
      <Badge size="sm" radius="sm" bg="citrus.1" c="#7a4100" tt="none" fw={600} data-testid="category-badge">
        Festival
      </Badge>
      <Badge size="md" radius="sm" bg="red.8" c="white" tt="none" fw={700}>
        Cancelled
      </Badge>
      <Badge
        size="lg"
        radius="sm"
        bg="citrus.4"
        c="dark.9"
        tt="none"
        fw={600}
        leftSection={<IconStarFilled size={11} aria-hidden="true" />}
      >
        Featured
      </Badge>
    </>,
    <>
      <BadgeMarkup size="sm" bg="citrus.1" color="#7a4100" fw={600} data-testid="category-badge">
        Festival
      </BadgeMarkup>
      <BadgeMarkup size="md" bg="red.8" color="white" fw={700}>
        Cancelled
      </BadgeMarkup>
      <BadgeMarkup
        size="lg"
        bg="citrus.4"
        color="dark.9"
        fw={600}
        leftSection={<IconStarFilled size={11} aria-hidden="true" />}
      >
        Featured
      </BadgeMarkup>
    </>,
  ],
  [
    "a light, full-width button link with hidden words",
    "exactly",
    <Button component={Link} to="/events" variant="light" mt="md" fullWidth key="m">
      Learn More<VisuallyHidden> about it</VisuallyHidden>
    </Button>,
    <LightButtonLinkMarkup to="/events" key="p">
      Learn More<VisuallyHiddenMarkup> about it</VisuallyHiddenMarkup>
    </LightButtonLinkMarkup>,
  ],
  [
    "containers, with a padding and centred text",
    "as drawn",
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
    "as drawn",
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
    "as drawn",
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
    "as drawn",
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
    "as drawn",
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
    "as drawn",
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
    "as drawn",
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
    "as drawn",
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
    "as drawn",
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
];

describe("Mantine's components as plain elements", () => {
  it.each(cases)("%s (compared %s)", async (_what, compared, mantine, plain) => {
    const expected = await html(mantine, compared);
    expect(expected).toMatch(/mantine-/);
    expect(await html(plain, compared)).toBe(expected);
  });
});
