// How to reach a business, beside its page: the address with Directions (a maps search), the phone
// (tel:), Visit Website, the e-mail (mailto:) and its social profiles; then the opening hours and
// what a visitor can do about the listing (BusinessPageActions). The four links go through the
// counted redirect /go/{id}/{kind} (docs/product.md "Reach"): plain links, counted on the server.
import { reachLink } from "@chamber/core";
import type { ReactNode } from "react";
import {
  type Icon,
  IconDirections,
  IconExternalLink,
  IconMail,
  IconMapPin,
  IconPhone,
} from "#web/components/ui/icons.ts";
import focusRing from "#web/lib/focus-ring.module.css";
import { BusinessPageActions } from "./BusinessPageActions.tsx";
import { websiteHost } from "./business-links.ts";
import classes from "./business-page.module.css";
import { OpeningHours } from "./OpeningHours.tsx";
import type { PageBusiness } from "./page-business.ts";
import { SocialLinks } from "./SocialLinks.tsx";

function Fact({ icon: FactIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <FactIcon size={18} className={classes.factIcon} aria-hidden="true" />
      <div>
        <p className={classes.factLabel}>{label}</p>
        <p className={classes.factValue}>{children}</p>
      </div>
    </div>
  );
}

export function BusinessContact({ business }: { business: PageBusiness }) {
  const link = `${classes.link} ${focusRing.ring}`;
  return (
    <section className={classes.panel} aria-labelledby="business-contact-title" data-testid="business-contact">
      <h2 className={classes.heading} id="business-contact-title">
        Contact
      </h2>
      <div className={classes.facts}>
        <Fact icon={IconMapPin} label="Address">
          <span data-testid="business-address">{business.address}</span>
        </Fact>
        <Fact icon={IconPhone} label="Phone">
          <a href={reachLink(business.id, "phone")} rel="nofollow" className={link}>
            {business.phone}
          </a>
        </Fact>
        {business.email && (
          <Fact icon={IconMail} label="E-mail">
            <a href={reachLink(business.id, "email")} rel="nofollow" className={link}>
              {business.email}
            </a>
          </Fact>
        )}
      </div>
      <div className={classes.actions}>
        <a
          href={reachLink(business.id, "directions")}
          className={`${classes.button} ${focusRing.ring}`}
          target="_blank"
          rel="noopener noreferrer nofollow"
          aria-label={`Directions to ${business.name} (opens in a new tab)`}
          data-testid="business-directions"
        >
          <IconDirections size={16} aria-hidden="true" />
          Directions
        </a>
        {business.website && (
          <a
            href={reachLink(business.id, "website")}
            className={`${classes.button} ${focusRing.ring}`}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={`Visit Website of ${business.name}, ${websiteHost(business.website)} (opens in a new tab)`}
            data-testid="business-website"
          >
            Visit Website
            <IconExternalLink size={15} aria-hidden="true" />
          </a>
        )}
      </div>
      <SocialLinks name={business.name} social={business.social} />
      <OpeningHours hours={business.hours} />
      <BusinessPageActions business={business} />
    </section>
  );
}
