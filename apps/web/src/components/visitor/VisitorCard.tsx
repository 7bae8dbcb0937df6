// One of the four /visitor cards: an illustration, a short text and links into the site.
import type { ReactNode } from "react";
import type { ArtImage } from "#web/assets/art/index.ts";
import {
  CardMarkup,
  CardSectionMarkup,
  StackMarkup,
  TextMarkup,
  TitleMarkup,
} from "#web/components/ui/mantine-markup.tsx";
import { ImageMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { ThemeIconMarkup } from "#web/components/ui/text-markup.tsx";

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
    <CardMarkup withBorder radius="md" padding="lg" shadow="xs" component="article" aria-labelledby={headingId}>
      <CardSectionMarkup mb={null}>
        <ImageMarkup src={image.src} alt={image.alt} h={170} fit="cover" />
      </CardSectionMarkup>
      <StackMarkup gap="xs" mt="md" style={{ flex: 1 }}>
        <TitleMarkup order={2} size="h3" id={headingId} style={{ display: "flex", alignItems: "center", gap: 10 }}>
          <ThemeIconMarkup size={34} radius="md" variant="light">
            {icon}
          </ThemeIconMarkup>
          {title}
        </TitleMarkup>
        <TextMarkup c="gray.7" size="sm" style={{ flex: 1 }}>
          {text}
        </TextMarkup>
        <StackMarkup gap={4} mt="xs">
          {links}
        </StackMarkup>
      </StackMarkup>
    </CardMarkup>
  );
}
