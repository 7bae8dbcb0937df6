// One business in the directory or the home page's Featured Businesses: name (a link to its page,
// /directory/{slug}), category (with its group's icon and colour), description, whether it is open
// now (in the directory, when its hours are known), address, phone, and Visit Website only when
// there is one.
// The phone and website links go through the counted redirect /go/{id}/{kind} (docs/product.md
// "Reach"): plain links, so they work without a script, counted on the server.
// A searched business marks the words the search found in its name, category and description.
//
// Plain elements styled by BusinessCard.module.css with the theme's variables, not Mantine's Card,
// Group, Badge, Text and Button: a directory page draws 24 cards, and through Mantine each cost
// ~2 ms of the server's render (style props resolved per element, an inline style on each) and
// ~7.5 KB of HTML; drawn here, ~0.6 ms and ~5 KB (decision 016, "Measured").

import { reachLink } from "@chamber/core";
import type { TextRange } from "@chamber/core/schemas";
import { Link } from "@tanstack/react-router";
import type { ComponentType, ReactNode } from "react";
import { IconExternalLink, IconMapPin, IconPhone } from "#web/components/ui/icons.ts";
import { CARD_GRID_SIZES, Photo } from "#web/components/ui/Photo.tsx";
import focusRing from "#web/lib/focus-ring.module.css";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import classes from "./BusinessCard.module.css";
import { businessCategoryStyle } from "./business-group-style.ts";

export type PublicBusiness = RouterOutputs["business"]["list"][number];

export function BusinessCard({
  business,
  headingOrder = 2,
  priority = false,
  openingLine = null,
  Marked,
}: {
  business: PublicBusiness;
  headingOrder?: 2 | 3;
  /** In the first row of the page: its photo is fetched at once (see Photo). */
  priority?: boolean;
  /**
   * Whether it is open now (the directory's cards pass `<OpeningLine hours={…} />`): given by the
   * page rather than imported here, so the home page's featured cards ship none of the hours code.
   */
  openingLine?: ReactNode;
  /**
   * How a searched business marks the words found (the directory's MarkedText): given by the page,
   * like the opening line, so the home page's cards ship no search code.
   */
  Marked?: ComponentType<{ text: string; ranges: readonly TextRange[] }>;
}) {
  const mark = (text: string, ranges: readonly TextRange[] | undefined) =>
    Marked && ranges?.length ? <Marked text={text} ranges={ranges} /> : text;
  const style = businessCategoryStyle(business.category);
  const CategoryIcon = style.icon;
  const Heading = headingOrder === 2 ? "h2" : "h3";
  const groupColours = { background: style.bg, color: style.color };
  return (
    <article className={classes.card} data-testid="business-card">
      {business.image && (
        <div className={classes.photo}>
          <Photo image={business.image} alt={business.name} sizes={CARD_GRID_SIZES} fit="card" priority={priority} />
        </div>
      )}
      <div className={classes.top}>
        <span className={classes.groupIcon} style={groupColours} aria-hidden="true">
          <CategoryIcon size={24} stroke={1.75} />
        </span>
        <div className={classes.heading}>
          <Heading className={classes.name}>
            <Link
              to="/directory/$slug"
              params={{ slug: business.slug }}
              className={`${classes.nameLink} ${focusRing.ring}`}
              data-testid="business-page-link"
            >
              {mark(business.name, business.match?.name)}
            </Link>
          </Heading>
          <span
            className={classes.category}
            style={groupColours}
            data-group={style.group ?? "other"}
            data-testid="business-category"
          >
            {mark(style.label, business.match?.category)}
          </span>
        </div>
      </div>
      <p className={classes.description}>{mark(business.description, business.match?.description)}</p>
      {openingLine ? <div className={classes.hours}>{openingLine}</div> : null}
      <div className={classes.contact}>
        <div className={classes.line}>
          <IconMapPin size={17} className={classes.icon} aria-hidden="true" />
          <p className={classes.text}>{business.address}</p>
        </div>
        <div className={classes.line} data-centred>
          <IconPhone size={17} className={classes.icon} aria-hidden="true" />
          <a
            href={reachLink(business.id, "phone")}
            rel="nofollow"
            className={`${classes.text} ${classes.phone} ${focusRing.ring}`}
          >
            {business.phone}
          </a>
        </div>
      </div>
      {business.website && (
        <a
          href={reachLink(business.id, "website")}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={`${classes.website} ${focusRing.ring}`}
          aria-label={`Visit Website of ${business.name} (opens in a new tab)`}
        >
          Visit Website
          <IconExternalLink size={15} aria-hidden="true" />
        </a>
      )}
    </article>
  );
}
