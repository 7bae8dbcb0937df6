// 'What Our Members Say' (docs/product.md §2): three fixed testimonials, each rated 5 out of 5, and a call
// to action to /contact.
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconQuote, IconStarFilled } from "#web/components/ui/icons.ts";
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

function initials(name: string) {
  return name
    .split(" ")
    .map((part) => part.charAt(0))
    .join("");
}

function Stars({ rating }: { rating: number }) {
  return (
    <Group gap={2} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <IconStarFilled
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          key={index}
          size={18}
          aria-hidden="true"
          color={index < rating ? "var(--mantine-color-citrus-6)" : "var(--mantine-color-gray-3)"}
        />
      ))}
    </Group>
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
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((item) => (
          <Card key={item.name} withBorder radius="lg" padding="xl" component="figure" className={classes.card}>
            <IconQuote size={34} className={classes.quoteIcon} aria-hidden="true" />
            <Stars rating={item.rating} />
            <Text component="blockquote" className={classes.quote}>
              {item.content}
            </Text>
            <Group gap="sm" component="figcaption" mt="auto" wrap="nowrap">
              <Avatar color="oak" radius="xl" variant="filled" aria-hidden="true">
                {initials(item.name)}
              </Avatar>
              <Stack gap={0}>
                <Text fw={700}>{item.name}</Text>
                <Text size="sm" c="gray.7">
                  {item.business}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="center" mt={40}>
        <Button component={Link} to="/contact" size="lg" variant="outline">
          Learn About Membership
        </Button>
      </Group>
    </HomeSection>
  );
}
