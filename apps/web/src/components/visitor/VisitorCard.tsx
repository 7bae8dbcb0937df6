// One of the four /visitor cards: an illustration, a short text and links into the site.
import { Card, Image, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { ArtImage } from "#web/assets/art/index.ts";

export interface VisitorCardProps {
  title: string;
  icon: ReactNode;
  image: ArtImage;
  text: string;
  /** The card's links (router links, so they are type-checked where they are written). */
  links: ReactNode;
}

export function VisitorCard({ title, icon, image, text, links }: VisitorCardProps) {
  const headingId = `visit-${title.toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" component="article" aria-labelledby={headingId}>
      <Card.Section>
        <Image src={image.src} alt={image.alt} h={170} fit="cover" />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} size="h3" id={headingId} style={{ display: "flex", alignItems: "center", gap: 10 }}>
          <ThemeIcon size={34} radius="md" variant="light" aria-hidden="true">
            {icon}
          </ThemeIcon>
          {title}
        </Title>
        <Text c="gray.7" size="sm" style={{ flex: 1 }}>
          {text}
        </Text>
        <Stack gap={4} mt="xs">
          {links}
        </Stack>
      </Stack>
    </Card>
  );
}
