// 'What Our Members Say' (docs/product.md §2): the testimonials staff keep (GET /api/home), each with its
// rating out of 5, and a call to action to /contact. None: the section is not drawn.
import type { HomeContent } from "@chamber/core/schemas";
import type { CSSProperties } from "react";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { IconQuote, IconStarFilled } from "#web/components/ui/icons.ts";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { CardMarkup, GroupMarkup, StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { HomeSection } from "./HomeSection.tsx";
import classes from "./Testimonials.module.css";

const avatarStyle = {
  "--avatar-radius": "var(--mantine-radius-xl)",
  "--avatar-bg": "var(--mantine-color-oak-filled)",
  "--avatar-color": "var(--mantine-color-white)",
  "--avatar-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
} as CSSProperties;

function initials(name: string) {
  return name
    .split(" ")
    .map((part) => part.charAt(0))
    .join("");
}

function Stars({ rating }: { rating: number }) {
  return (
    <GroupMarkup gap={2} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <IconStarFilled
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          key={index}
          size={18}
          aria-hidden="true"
          color={index < rating ? "var(--mantine-color-citrus-6)" : "var(--mantine-color-gray-3)"}
        />
      ))}
    </GroupMarkup>
  );
}

export function Testimonials({ testimonials }: { testimonials: HomeContent["testimonials"] }) {
  if (testimonials.length === 0) return null;
  return (
    <HomeSection
      id="testimonials-title"
      eyebrow="Member stories"
      title="What Our Members Say"
      lead="Owners across the valley on what the Chamber means for their business."
      className={classes.section}
    >
      <SimpleGridMarkup cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two members may share a name; the order is the card's place
          <CardMarkup key={index} component="figure" radius="lg" padding="xl" className={classes.card}>
            <IconQuote size={34} className={classes.quoteIcon} aria-hidden="true" />
            <Stars rating={item.rating} />
            <TextMarkup size={null} component="blockquote" className={classes.quote}>
              {item.text}
            </TextMarkup>
            <GroupMarkup gap="sm" component="figcaption" mt="auto" wrap="nowrap">
              {/* Mantine's Avatar color="oak" radius="xl" variant="filled". */}
              <div
                style={avatarStyle}
                className="m_f85678b6 mantine-Avatar-root"
                data-variant="filled"
                aria-hidden="true"
              >
                <span className="m_104cd71f mantine-Avatar-placeholder">{initials(item.name)}</span>
              </div>
              <StackMarkup gap={0}>
                <TextMarkup size={null} fw={700}>
                  {item.name}
                </TextMarkup>
                {item.business && <TextMarkup color="gray.7">{item.business}</TextMarkup>}
              </StackMarkup>
            </GroupMarkup>
          </CardMarkup>
        ))}
      </SimpleGridMarkup>
      <GroupMarkup gap="md" justify="center" mt={40}>
        <ButtonLink to="/contact" size="lg" variant="outline">
          Learn About Membership
        </ButtonLink>
      </GroupMarkup>
    </HomeSection>
  );
}
