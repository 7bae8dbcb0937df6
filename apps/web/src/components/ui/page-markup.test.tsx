// The plain elements of this folder must give exactly the HTML Mantine's components give (Mantine's
// stylesheet draws them): each way the public pages use them, rendered both ways. React's ids name
// fields and responsive rules by their place in the tree, so they are compared by shape.
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
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
import { IconArrowLeft, IconCheck, IconSend } from "#web/components/ui/icons.ts";
import { theme } from "#web/lib/theme.ts";
import {
  ButtonAnchorMarkup,
  ButtonLinkMarkup,
  ButtonMarkup,
  ButtonSummaryMarkup,
  UnstyledButtonMarkup,
} from "./ButtonMarkup.tsx";
import {
  AvatarMarkup,
  BoxMarkup,
  ContainerMarkup,
  DividerMarkup,
  GridColMarkup,
  GridMarkup,
  ImageMarkup,
  PaperMarkup,
  SimpleGridMarkup,
  SkeletonMarkup,
} from "./layout-markup.tsx";
import {
  AnchorLinkMarkup,
  AnchorMarkup,
  BadgeMarkup,
  CardMarkup,
  CardSectionMarkup,
  GroupMarkup,
  ListItemMarkup,
  ListMarkup,
  StackMarkup,
  TextMarkup,
  ThemeIconMarkup,
  TitleMarkup,
  TypographyMarkup,
  VisuallyHiddenMarkup,
} from "./mantine-markup.tsx";

/** Server-rendered inside the theme and a router (some are router links), ids masked. */
async function html(node: ReactNode): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <MantineProvider theme={theme}>{node}</MantineProvider> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />)
    .replace(/<style data-mantine-styles="(true|classes)"[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/_R_[A-Za-z0-9]+_/g, "ID");
}

const cases: [string, ReactNode, ReactNode][] = [
  [
    "a container with responsive padding, a grid with columns",
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
];

describe("Mantine's components as plain elements", () => {
  it.each(cases)("%s", async (_what, mantine, plain) => {
    const expected = await html(mantine);
    expect(expected).toMatch(/mantine-/);
    expect(await html(plain)).toBe(expected);
  });
});
