// The Get Involved band (docs/product.md §2): up to three ways in, each with its button, as staff
// set them (GET /api/home).
import type { HomeContent } from "@chamber/core/schemas";
import type { CSSProperties } from "react";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { IconBook2, IconHeartHandshake, IconUsersGroup } from "#web/components/ui/icons.ts";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { CardMarkup, TextMarkup, TitleMarkup, VisuallyHiddenMarkup } from "#web/components/ui/mantine-markup.tsx";
import { HomeSection } from "./HomeSection.tsx";

/** Each card's icon, by its place. */
const cardIcons = [IconUsersGroup, IconHeartHandshake, IconBook2];

const themeIconStyle = {
  "--ti-size": "calc(3rem * var(--mantine-scale))",
  "--ti-radius": "var(--mantine-radius-md)",
  "--ti-bg": "var(--mantine-color-bluff-0)",
  "--ti-color": "var(--mantine-color-white)",
  "--ti-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  marginBottom: "var(--mantine-spacing-md)",
  color: "var(--mantine-color-bluff-9)",
} as CSSProperties;

export function GetInvolvedBand({ band }: { band: HomeContent["band"] }) {
  return (
    <HomeSection
      id="get-involved-title"
      eyebrow="Join us"
      title={band.title}
      lead={band.lead}
      light
      style={{ padding: "72px 0", background: "linear-gradient(135deg, #8b3826 0%, #9f4430 100%)" }}
    >
      <SimpleGridMarkup cols={{ base: 1, md: 3 }} spacing="lg">
        {band.cards.map(({ title, text, buttonLabel, buttonContext, buttonTarget }, index) => {
          const Icon = cardIcons[index] ?? IconUsersGroup;
          return (
            <CardMarkup
              // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place
              key={index}
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
              <ButtonLink to={buttonTarget as "/"} color="bluff.8" style={{ alignSelf: "flex-start" }}>
                {/* The visible words are short; the hidden ones give the link's own text its context. */}
                {buttonLabel}
                {buttonContext && <VisuallyHiddenMarkup> {buttonContext}</VisuallyHiddenMarkup>}
              </ButtonLink>
            </CardMarkup>
          );
        })}
      </SimpleGridMarkup>
    </HomeSection>
  );
}
