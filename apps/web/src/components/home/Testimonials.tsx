// 'What Our Members Say' (docs/product.md §2): three fixed testimonials, each rated 5 out of 5, and a call
// to action to /contact.
import type { CSSProperties } from "react";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import { IconQuote, IconStarFilled } from "#web/components/ui/icons.ts";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { CardMarkup, GroupMarkup, StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { HomeSection } from "./HomeSection.tsx";
import classes from "./Testimonials.module.css";

const testimonials = [
  {
    name: "Maria Delgado",
    business: "Pixie Tangerine Café",
    content:
      "Joining the Chamber put our little café on the map. The mixers introduced us to growers we now buy from every week, and half our regulars found us through the directory.",
    rating: 5,
  },
  {
    name: "James Whitaker",
    business: "Topatopa Bookkeeping & Tax",
    content:
      "The workshops are practical and the people are generous with what they know. I've picked up clients, a mentor and a few good friends along the way.",
    rating: 5,
  },
  {
    name: "Sofia Nakamura",
    business: "Arcade Light Gallery",
    content:
      "From the Art Walk to Business After Hours, the Chamber brings visitors right to our door. It feels like the whole valley is rooting for us.",
    rating: 5,
  },
] as const;

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

export function Testimonials() {
  return (
    <HomeSection
      id="testimonials-title"
      eyebrow="Member stories"
      title="What Our Members Say"
      lead="Owners across the valley on what the Chamber means for their business."
      className={classes.section}
    >
      <SimpleGridMarkup cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((item) => (
          <CardMarkup key={item.name} component="figure" radius="lg" padding="xl" className={classes.card}>
            <IconQuote size={34} className={classes.quoteIcon} aria-hidden="true" />
            <Stars rating={item.rating} />
            <TextMarkup size={null} component="blockquote" className={classes.quote}>
              {item.content}
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
                <TextMarkup color="gray.7">{item.business}</TextMarkup>
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
