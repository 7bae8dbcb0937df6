// One deal in a grid (/deals, the home page, a business's page): its photo, a Members only badge
// for a members' deal, title, the business, its dates, its code or conditions, and View Deal.

import type { Image } from "@chamber/core/schemas";
import { LightButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import type { GridCardProps } from "#web/components/ui/CardGrid.tsx";
import { IconCalendar, IconTicket } from "#web/components/ui/icons.ts";
import {
  CardMarkup,
  CardSectionMarkup,
  GroupMarkup,
  StackMarkup,
  TextMarkup,
  TitleMarkup,
  VisuallyHiddenMarkup,
} from "#web/components/ui/mantine-markup.tsx";
import { CARD_GRID_SIZES, Photo } from "#web/components/ui/Photo.tsx";
import { MembersOnlyBadge } from "./MembersOnlyBadge.tsx";
import { PostBusiness, type PostBusinessRef } from "./PostBusiness.tsx";
import classes from "./PostCard.module.css";
import { postDate } from "./post-words.ts";

export interface DealCardItem {
  id: number;
  title: string;
  business: PostBusinessRef;
  image?: Image | null | undefined;
  startsAt: string;
  endsAt: string;
  code?: string | null | undefined;
  audience: "everyone" | "members";
}

export function DealCard({ deal, headingOrder = 2, priority = false }: GridCardProps & { deal: DealCardItem }) {
  return (
    <CardMarkup className={classes.card} data-testid="deal-card">
      {deal.image && (
        <CardSectionMarkup>
          <Photo image={deal.image} alt={deal.title} sizes={CARD_GRID_SIZES} fit="card" priority={priority} />
        </CardSectionMarkup>
      )}
      <StackMarkup gap="sm" className={classes.body}>
        {deal.audience === "members" && (
          <GroupMarkup gap={6}>
            <MembersOnlyBadge size="sm" />
          </GroupMarkup>
        )}
        <TitleMarkup order={headingOrder} className={classes.title}>
          {deal.title}
        </TitleMarkup>
        <PostBusiness business={deal.business} />
        <StackMarkup gap={6}>
          <GroupMarkup gap={8} wrap="nowrap">
            <IconCalendar size={17} className={classes.icon} aria-hidden="true" />
            <TextMarkup>
              {postDate(deal.startsAt)} – {postDate(deal.endsAt)}
            </TextMarkup>
          </GroupMarkup>
          {deal.code && (
            <GroupMarkup gap={8} wrap="nowrap" align="flex-start">
              <IconTicket size={17} className={classes.icon} aria-hidden="true" />
              <TextMarkup data-testid="deal-code">{deal.code}</TextMarkup>
            </GroupMarkup>
          )}
        </StackMarkup>
      </StackMarkup>
      <LightButtonLinkMarkup to="/deals/$id" params={{ id: String(deal.id) }}>
        View Deal<VisuallyHiddenMarkup>: {deal.title}</VisuallyHiddenMarkup>
      </LightButtonLinkMarkup>
    </CardMarkup>
  );
}
