// One business in the directory or the home page's Featured Businesses: name, category (with its
// group's icon and colour), description, address, phone, and Visit Website only when there is one.
// A searched business marks the words the search found in its name, category and description.
import { Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconExternalLink, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { RouterOutputs } from "../../lib/trpc.ts";
import { MarkedText } from "../ui/MarkedText.tsx";
import { CARD_GRID_SIZES, Photo } from "../ui/Photo.tsx";
import classes from "./BusinessCard.module.css";
import { businessCategoryStyle } from "./business-group-style.ts";

export type PublicBusiness = RouterOutputs["business"]["list"][number];

/** "(805) 555-0123" → "tel:+18055550123"; numbers already international keep their digits. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

export function BusinessCard({
  business,
  headingOrder = 2,
  priority = false,
}: {
  business: PublicBusiness;
  headingOrder?: 2 | 3;
  /** In the first row of the page: its photo is fetched at once (see Photo). */
  priority?: boolean;
}) {
  const style = businessCategoryStyle(business.category);
  const CategoryIcon = style.icon;
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card} component="article" data-testid="business-card">
      {business.image && (
        <Card.Section mb="md">
          <Photo image={business.image} alt={business.name} sizes={CARD_GRID_SIZES} fit="card" priority={priority} />
        </Card.Section>
      )}
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="sm">
        <ThemeIcon size={44} radius="md" style={{ background: style.bg, color: style.color }} aria-hidden="true">
          <CategoryIcon size={24} stroke={1.75} />
        </ThemeIcon>
        <div className={classes.heading}>
          <Title order={headingOrder} className={classes.name}>
            <MarkedText text={business.name} ranges={business.match?.name} />
          </Title>
          <Badge
            size="sm"
            radius="sm"
            tt="none"
            fw={600}
            mt={4}
            bg={style.bg}
            c={style.color}
            data-group={style.group ?? "other"}
            data-testid="business-category"
          >
            {business.match?.category.length ? (
              <MarkedText text={style.label} ranges={business.match.category} />
            ) : (
              style.label
            )}
          </Badge>
        </div>
      </Group>
      <Text size="sm" c="gray.7" lineClamp={3} className={classes.description}>
        <MarkedText text={business.description} ranges={business.match?.description} />
      </Text>
      <Stack gap={6} mt="md">
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconMapPin size={17} className={classes.icon} aria-hidden="true" />
          <Text size="sm">{business.address}</Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconPhone size={17} className={classes.icon} aria-hidden="true" />
          <Anchor href={telHref(business.phone)} size="sm" c="oak.9">
            {business.phone}
          </Anchor>
        </Group>
      </Stack>
      {business.website && (
        <Button
          component="a"
          href={business.website}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          mt="md"
          rightSection={<IconExternalLink size={15} aria-hidden="true" />}
          aria-label={`Visit Website of ${business.name} (opens in a new tab)`}
        >
          Visit Website
        </Button>
      )}
    </Card>
  );
}
