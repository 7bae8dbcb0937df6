// The public footer (docs/product.md §2): the chamber's promise, two columns of links, the office's street
// address, phone and e-mail, the social links that open in a new tab, and the copyright line — the
// chamber's name, contact details and links from its facts (Settings → Chamber details).
import { type SiteFacts, siteFactLabels, socialFacts, telHref } from "@chamber/core";
import { Link } from "@tanstack/react-router";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTwitter,
  IconBrandYoutube,
} from "#web/components/ui/icons.ts";
import { ContainerMarkup, SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { AnchorMarkup, GroupMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { useSiteFacts } from "#web/lib/site-facts.ts";
import { ChamberLogo } from "./ChamberLogo.tsx";
import classes from "./SiteFooter.module.css";
import { addressLines, footerChamberLinks, footerExploreLinks, type SiteLink } from "./site-links.ts";

const socialIcons = {
  facebook: IconBrandFacebook,
  twitter: IconBrandTwitter,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
} as const;

/** The social profiles that are set, in the footer's order. */
const socialProfiles = (facts: SiteFacts) =>
  socialFacts.flatMap((name) => {
    const href = facts[name];
    return href ? [{ name, href, label: siteFactLabels[name].label }] : [];
  });

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={title}>
      <TitleMarkup order={2} className={classes.columnTitle}>
        {title}
      </TitleMarkup>
      <StackMarkup gap={8} component="ul" className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </StackMarkup>
    </nav>
  );
}

export function SiteFooter() {
  const facts = useSiteFacts();
  const [street, cityLine] = addressLines(facts.address);
  return (
    <footer className={classes.footer}>
      <ContainerMarkup size="lg" className={classes.frame}>
        <SimpleGridMarkup cols={{ base: 1, xs: 2, md: 4 }} className={classes.columns}>
          <StackMarkup gap="sm">
            <GroupMarkup gap="sm" wrap="nowrap">
              <ChamberLogo size={44} />
              <TextMarkup size={null} className={classes.name}>
                {facts.name}
              </TextMarkup>
            </GroupMarkup>
            <TextMarkup size={null} className={classes.muted}>
              Supporting local businesses and community growth since 1970
            </TextMarkup>
            <GroupMarkup gap="xs" mt="xs">
              {socialProfiles(facts).map(({ name, label, href }) => {
                const Icon = socialIcons[name];
                return (
                  <a
                    key={name}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.social}
                    aria-label={`${label} (opens in a new tab)`}
                  >
                    <Icon size={20} stroke={1.75} aria-hidden="true" />
                  </a>
                );
              })}
            </GroupMarkup>
          </StackMarkup>

          <LinkColumn title="Explore" links={footerExploreLinks} />
          <LinkColumn title="The Chamber" links={footerChamberLinks} />

          <div>
            <TitleMarkup order={2} className={classes.columnTitle}>
              Contact Us
            </TitleMarkup>
            <StackMarkup gap={8} component="address" className={classes.address}>
              <TextMarkup className={classes.muted}>
                {street}
                {cityLine && (
                  <>
                    <br />
                    {cityLine}
                  </>
                )}
              </TextMarkup>
              <AnchorMarkup href={telHref(facts.phone)} className={classes.link}>
                {facts.phone}
              </AnchorMarkup>
              <AnchorMarkup href={`mailto:${facts.email}`} className={classes.link}>
                {facts.email}
              </AnchorMarkup>
            </StackMarkup>
          </div>
        </SimpleGridMarkup>

        <GroupMarkup gap="xs" justify="space-between" className={classes.bottom}>
          <TextMarkup className={classes.muted}>© 2025 {facts.name}</TextMarkup>
          <TextMarkup className={classes.muted}>Ojai, California</TextMarkup>
        </GroupMarkup>
      </ContainerMarkup>
    </footer>
  );
}
