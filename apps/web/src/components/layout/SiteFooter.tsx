// The public footer (docs/product.md §2): the chamber's promise, two columns of links, the office's street
// address, phone and e-mail, four social links that open in a new tab, and the copyright line.
import { Container, SimpleGrid } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandTwitter } from "../ui/icons.ts";
import { AnchorMarkup, GroupMarkup, StackMarkup, TextMarkup, TitleMarkup } from "../ui/mantine-markup.tsx";
import { ChamberLogo } from "./ChamberLogo.tsx";
import classes from "./SiteFooter.module.css";
import { chamberContact, footerChamberLinks, footerExploreLinks, type SiteLink, socialLinks } from "./site-links.ts";

const socialIcons = {
  Facebook: IconBrandFacebook,
  Twitter: IconBrandTwitter,
  Instagram: IconBrandInstagram,
  LinkedIn: IconBrandLinkedin,
} as const;

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
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 32, md: 48 }}>
          <StackMarkup gap="sm">
            <GroupMarkup gap="sm" wrap="nowrap">
              <ChamberLogo size={44} />
              <TextMarkup size={null} className={classes.name}>
                Ojai Valley Chamber of Commerce
              </TextMarkup>
            </GroupMarkup>
            <TextMarkup size={null} className={classes.muted}>
              Supporting local businesses and community growth since 1970
            </TextMarkup>
            <GroupMarkup gap="xs" mt="xs">
              {socialLinks.map(({ label, href }) => {
                const Icon = socialIcons[label];
                return (
                  <a
                    key={label}
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
                {chamberContact.street}
                <br />
                {chamberContact.cityLine}
              </TextMarkup>
              <AnchorMarkup href={chamberContact.phoneHref} className={classes.link}>
                {chamberContact.phone}
              </AnchorMarkup>
              <AnchorMarkup href={`mailto:${chamberContact.email}`} className={classes.link}>
                {chamberContact.email}
              </AnchorMarkup>
            </StackMarkup>
          </div>
        </SimpleGrid>

        <div className={classes.bottom}>
          <TextMarkup className={classes.muted}>© 2025 Ojai Valley Chamber of Commerce</TextMarkup>
          <TextMarkup className={classes.muted}>Ojai, California</TextMarkup>
        </div>
      </Container>
    </footer>
  );
}
