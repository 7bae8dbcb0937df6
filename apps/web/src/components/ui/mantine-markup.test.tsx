// The plain elements of mantine-markup.tsx must give exactly the HTML Mantine's components give
// (Mantine's stylesheet draws them): each variant the cards use, rendered both ways.
import { Anchor, Badge, Button, Card, Group, MantineProvider, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { createMemoryHistory, createRootRoute, createRouter, Link, RouterProvider } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "#web/lib/theme.ts";
import { IconStarFilled } from "./icons.ts";
import {
  AnchorMarkup,
  BadgeMarkup,
  CardMarkup,
  CardSectionMarkup,
  GroupMarkup,
  LightButtonLinkMarkup,
  StackMarkup,
  TextMarkup,
  TitleMarkup,
  VisuallyHiddenMarkup,
} from "./mantine-markup.tsx";

/** Server-rendered inside the theme and a router (the button is a router link). */
async function html(node: ReactNode): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <MantineProvider theme={theme}>{node}</MantineProvider> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  const page = renderToString(<RouterProvider router={router} />);
  // Only the elements under test: MantineProvider's own <style> tags aside.
  return page.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
}

describe("Mantine's markup as plain elements", () => {
  it.each([
    [
      "a card with a photo section before its body",
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
      <Button component={Link} to="/events" variant="light" mt="md" fullWidth key="m">
        Learn More<VisuallyHidden> about it</VisuallyHidden>
      </Button>,
      <LightButtonLinkMarkup to="/events" key="p">
        Learn More<VisuallyHiddenMarkup> about it</VisuallyHiddenMarkup>
      </LightButtonLinkMarkup>,
    ],
  ])("%s", async (_name, mantine, plain) => {
    const expected = await html(mantine);
    expect(expected).toMatch(/mantine-/);
    expect(await html(plain)).toBe(expected);
  });
});
