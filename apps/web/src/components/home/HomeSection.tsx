// A home page section (docs/product.md §2): the band, and inside the page-wide container its eyebrow,
// h2 and lead, with an optional View All link on the right, then the section's content.
import type { LinkProps } from "@tanstack/react-router";
import type { CSSProperties, ReactNode } from "react";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { IconArrowRight } from "#web/components/ui/icons.ts";
import { ContainerMarkup } from "#web/components/ui/layout-markup.tsx";
import { GroupMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import classes from "./HomeSection.module.css";

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
      <ContainerMarkup size="lg">
        <SectionHeading id={id} {...heading} />
        {children}
      </ContainerMarkup>
    </section>
  );
}

/** A section's eyebrow, h2, lead and View All link (HomePostsSection sets two side by side). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  viewAll,
  light = false,
}: Omit<HomeSectionProps, "className" | "style" | "children">) {
  return (
    <GroupMarkup justify="space-between" align="flex-end" mb="xl" gap="md">
      <StackMarkup gap={6} maw={680}>
        {eyebrow && (
          <TextMarkup fw={700} tt="uppercase" lts="0.08em" color={light ? "citrus.2" : "bluff.8"}>
            {eyebrow}
          </TextMarkup>
        )}
        <TitleMarkup order={2} id={id} color={light ? "white" : "oak.9"} className={classes.title}>
          {title}
        </TitleMarkup>
        {lead && (
          <TextMarkup size="lg" color={light ? "rgba(255,255,255,0.9)" : "gray.7"}>
            {lead}
          </TextMarkup>
        )}
      </StackMarkup>
      {viewAll && (
        <ButtonLink to={viewAll.to} variant="subtle" rightSection={<IconArrowRight size={16} />}>
          {viewAll.label}
        </ButtonLink>
      )}
    </GroupMarkup>
  );
}
