// A request staff decide on, drawn one way wherever one waits (a submission, a claim): an article
// headed by what it is, its badges and when it was sent, then its details, then the decision's
// buttons on the right.
import { Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";

export interface ReviewCardProps {
  /** The article's accessible name. */
  label: string;
  /** The card's heading (a Title at the level the list needs). */
  heading: ReactNode;
  /** Badges before the date sent. */
  badges: ReactNode;
  sentAt: string;
  /** The details between the heading and the buttons. */
  children: ReactNode;
  /** The decision's buttons. */
  actions: ReactNode;
  gap?: "xs" | "sm";
}

export function ReviewCard({ label, heading, badges, sentAt, children, actions, gap = "sm" }: ReviewCardProps) {
  return (
    <Card withBorder radius="md" component="article" aria-label={label}>
      <Stack gap={gap}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {heading}
          <Group gap={6}>
            {badges}
            <Text size="xs" c="dimmed">
              Sent {formatSiteDate(sentAt, "full")}
            </Text>
          </Group>
        </Group>
        {children}
        <Group gap="xs" justify="flex-end">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
