// What a job's and a deal's cards share: a line of facts led by its icon, and the card's frame
// (its badges, title and business above the facts, the View link under them).
import type { LinkProps } from "@tanstack/react-router";
import type { ComponentType, ReactNode } from "react";
import { LightButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import type { GridCardProps } from "#web/components/ui/CardGrid.tsx";
import {
  CardMarkup,
  GroupMarkup,
  StackMarkup,
  TextMarkup,
  TitleMarkup,
  VisuallyHiddenMarkup,
} from "#web/components/ui/mantine-markup.tsx";
import { PostBusiness, type PostBusinessRef } from "./PostBusiness.tsx";
import classes from "./PostCard.module.css";

type CardIcon = ComponentType<{ size?: number; className?: string; "aria-hidden"?: "true" }>;

/** One fact of a card, led by its icon: "Closes Jan 5, 2027". */
export function CardFact({ icon: Icon, testId, children }: { icon: CardIcon; testId?: string; children: ReactNode }) {
  return (
    <GroupMarkup gap={8} wrap="nowrap" align="flex-start">
      <Icon size={17} className={classes.icon} aria-hidden="true" />
      <TextMarkup data-testid={testId}>{children}</TextMarkup>
    </GroupMarkup>
  );
}

interface PostCardProps extends Pick<GridCardProps, "headingOrder"> {
  testId: string;
  title: string;
  business: PostBusinessRef;
  /** The photo, above the card's body. */
  media?: ReactNode;
  /** The badges above the title, when there are any. */
  badges?: ReactNode;
  /** The card's facts (CardFact lines). */
  children: ReactNode;
  /** "View Job", "View Deal": the link's words, the title said after them to a screen reader. */
  view: string;
  link: Pick<LinkProps, "to" | "params">;
}

export function PostCard({
  testId,
  title,
  business,
  media,
  badges,
  children,
  view,
  link,
  headingOrder = 2,
}: PostCardProps) {
  return (
    <CardMarkup className={classes.card} data-testid={testId}>
      {media}
      <StackMarkup gap="sm" className={classes.body}>
        {badges && <GroupMarkup gap={6}>{badges}</GroupMarkup>}
        <TitleMarkup order={headingOrder} className={classes.title}>
          {title}
        </TitleMarkup>
        <PostBusiness business={business} />
        <StackMarkup gap={6}>{children}</StackMarkup>
      </StackMarkup>
      <LightButtonLinkMarkup {...link}>
        {view}
        <VisuallyHiddenMarkup>: {title}</VisuallyHiddenMarkup>
      </LightButtonLinkMarkup>
    </CardMarkup>
  );
}
