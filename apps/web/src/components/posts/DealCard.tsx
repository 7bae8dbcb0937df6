// One deal in a grid (/deals, the home page, a business's page): its photo, a Members only badge
// for a members' deal, title, the business, its dates, its code or conditions, and View Deal.

import type { Image } from "@chamber/core/schemas";
import type { GridCardProps } from "#web/components/ui/CardGrid.tsx";
import { IconCalendar, IconTicket } from "#web/components/ui/icons.ts";
import { CardSectionMarkup } from "#web/components/ui/mantine-markup.tsx";
import { CARD_GRID_SIZES, Photo } from "#web/components/ui/Photo.tsx";
import { MembersOnlyBadge } from "./MembersOnlyBadge.tsx";
import type { PostBusinessRef } from "./PostBusiness.tsx";
import { CardFact, PostCard } from "./PostCardParts.tsx";
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

export function DealCard({ deal, headingOrder, priority = false }: GridCardProps & { deal: DealCardItem }) {
  return (
    <PostCard
      testId="deal-card"
      title={deal.title}
      business={deal.business}
      headingOrder={headingOrder}
      media={
        deal.image && (
          <CardSectionMarkup>
            <Photo image={deal.image} alt={deal.title} sizes={CARD_GRID_SIZES} fit="card" priority={priority} />
          </CardSectionMarkup>
        )
      }
      badges={deal.audience === "members" && <MembersOnlyBadge size="sm" />}
      view="View Deal"
      link={{ to: "/deals/$id", params: { id: String(deal.id) } }}
    >
      <CardFact icon={IconCalendar}>
        {postDate(deal.startsAt)} – {postDate(deal.endsAt)}
      </CardFact>
      {deal.code && (
        <CardFact icon={IconTicket} testId="deal-code">
          {deal.code}
        </CardFact>
      )}
    </PostCard>
  );
}
