// A home page section (docs/product.md §2): the band, and inside the page-wide container its eyebrow,
// h2 and lead, with an optional View All link on the right, then the section's content.
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link, type LinkProps } from "@tanstack/react-router";
import type { CSSProperties, ReactNode } from "react";
import { IconArrowRight } from "#web/components/ui/icons.ts";

export interface HomeSectionProps {
  /** The h2's id, which also labels the section. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** The "View All …" link on the right, to the full list. */
  viewAll?: { to: LinkProps["to"]; label: string };
  /** Light text for a dark band. */
  light?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function HomeSection({ id, className, style, children, ...heading }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={className} style={style}>
      <Container size="lg">
        <SectionHeading id={id} {...heading} />
        {children}
      </Container>
    </section>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  viewAll,
  light = false,
}: Omit<HomeSectionProps, "className" | "style" | "children">) {
  return (
    <Group justify="space-between" align="flex-end" mb="xl" gap="md">
      <Stack gap={6} maw={680}>
        {eyebrow && (
          <Text size="sm" fw={700} tt="uppercase" lts="0.08em" c={light ? "citrus.2" : "bluff.8"}>
            {eyebrow}
          </Text>
        )}
        <Title order={2} id={id} fz={{ base: 28, sm: 36 }} c={light ? "white" : "oak.9"}>
          {title}
        </Title>
        {lead && (
          <Text size="lg" c={light ? "rgba(255,255,255,0.9)" : "gray.7"}>
            {lead}
          </Text>
        )}
      </Stack>
      {viewAll && (
        <Button component={Link} to={viewAll.to} variant="subtle" rightSection={<IconArrowRight size={16} />}>
          {viewAll.label}
        </Button>
      )}
    </Group>
  );
}
