// The Get Involved band (docs/product.md §2): three ways in, each with Learn More.
import type { CSSProperties } from "react";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { IconBook2, IconHeartHandshake, IconUsersGroup } from "#web/components/ui/icons.ts";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { CardMarkup, TextMarkup, TitleMarkup, VisuallyHiddenMarkup } from "#web/components/ui/mantine-markup.tsx";
import { HomeSection } from "./HomeSection.tsx";

const involvementCards = [
  {
    title: "Become a Member",
    text: "Get listed in the directory, meet other owners at monthly mixers and have a voice in the valley's future.",
    to: "/membership-benefits",
    linkContext: "about membership",
    icon: IconUsersGroup,
  },
  {
    title: "Volunteer & Lead",
    text: "Help run the Tangerine Festival, join a committee or mentor a new business owner.",
    to: "/get-involved",
    linkContext: "about volunteering",
    icon: IconHeartHandshake,
  },
  {
    title: "Business Resources",
    text: "Workshops, permits, grants and guides to help you start, run and grow a business in Ojai.",
    to: "/business-resources",
    linkContext: "about business resources",
    icon: IconBook2,
  },
] as const;

const themeIconStyle = {
  "--ti-size": "calc(3rem * var(--mantine-scale))",
  "--ti-radius": "var(--mantine-radius-md)",
  "--ti-bg": "var(--mantine-color-bluff-0)",
  "--ti-color": "var(--mantine-color-white)",
  "--ti-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  marginBottom: "var(--mantine-spacing-md)",
  color: "var(--mantine-color-bluff-9)",
} as CSSProperties;

export function GetInvolvedBand() {
  return (
    <HomeSection
      id="get-involved-title"
      eyebrow="Join us"
      title="Get Involved"
      lead="There's a place for everyone who cares about the Ojai Valley."
      light
      style={{ padding: "72px 0", background: "linear-gradient(135deg, #8b3826 0%, #9f4430 100%)" }}
    >
      <SimpleGridMarkup cols={{ base: 1, md: 3 }} spacing="lg">
        {involvementCards.map(({ title, text, to, linkContext, icon: Icon }) => (
          <CardMarkup
            key={title}
            component="div"
            radius="lg"
            padding="xl"
            withBorder={false}
            style={{ display: "flex", flexDirection: "column" }}
          >
            {/* Mantine's ThemeIcon size={48} radius="md" color="bluff.0" c="bluff.9" mb="md". */}
            <div style={themeIconStyle} className="m_7341320d mantine-ThemeIcon-root" aria-hidden="true">
              <Icon size={26} stroke={1.6} />
            </div>
            <TitleMarkup order={3} size="h4" mb="xs">
              {title}
            </TitleMarkup>
            <TextMarkup size={null} style={{ flex: 1 }} mb="lg" color="gray.7">
              {text}
            </TextMarkup>
            <ButtonLink to={to} color="bluff.8" style={{ alignSelf: "flex-start" }}>
              {/* The visible words are the spec's; the hidden ones give the link's own text its context. */}
              Learn More<VisuallyHiddenMarkup> {linkContext}</VisuallyHiddenMarkup>
            </ButtonLink>
          </CardMarkup>
        ))}
      </SimpleGridMarkup>
    </HomeSection>
  );
}
