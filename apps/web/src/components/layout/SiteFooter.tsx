// The public footer (docs/product.md §2): the chamber's promise, two columns of links, the office's street
// address, phone and e-mail, four social links that open in a new tab, and the copyright line.
import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandTwitter } from "../ui/icons.ts";
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
      <Title order={2} className={classes.columnTitle}>
        {title}
      </Title>
      <Stack gap={8} component="ul" className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 32, md: 48 }}>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ChamberLogo size={44} />
              <Text className={classes.name}>Ojai Valley Chamber of Commerce</Text>
            </Group>
            <Text className={classes.muted}>Supporting local businesses and community growth since 1970</Text>
            <Group gap="xs" mt="xs">
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
            </Group>
          </Stack>

          <LinkColumn title="Explore" links={footerExploreLinks} />
          <LinkColumn title="The Chamber" links={footerChamberLinks} />

          <div>
            <Title order={2} className={classes.columnTitle}>
              Contact Us
            </Title>
            <Stack gap={8} component="address" className={classes.address}>
              <Text size="sm" className={classes.muted}>
                {chamberContact.street}
                <br />
                {chamberContact.cityLine}
              </Text>
              <Anchor href={chamberContact.phoneHref} className={classes.link}>
                {chamberContact.phone}
              </Anchor>
              <Anchor href={`mailto:${chamberContact.email}`} className={classes.link}>
                {chamberContact.email}
              </Anchor>
            </Stack>
          </div>
        </SimpleGrid>

        <div className={classes.bottom}>
          <Text size="sm" className={classes.muted}>
            © 2025 Ojai Valley Chamber of Commerce
          </Text>
          <Text size="sm" className={classes.muted}>
            Ojai, California
          </Text>
        </div>
      </Container>
    </footer>
  );
}
