// A card's badges: Published or Draft (docs/product.md §2), Upcoming or Past for events, and
// Scheduled or Unlisted for a published listing outside its dates.
import { isUpcoming } from "@chamber/core";
import { Badge, type BadgeVariant, type MantineColor } from "@mantine/core";
import { listingStatus } from "#web/lib/admin/list-view.ts";

interface BadgeLook {
  label: string;
  color: MantineColor;
  variant: BadgeVariant;
}

/** Shows `yes` when the state holds, otherwise `no`. */
function StatusBadge({ when, yes, no }: { when: boolean; yes: BadgeLook; no: BadgeLook }) {
  const look = when ? yes : no;
  return (
    <Badge color={look.color} variant={look.variant}>
      {look.label}
    </Badge>
  );
}

const published: BadgeLook = { label: "Published", color: "oak", variant: "filled" };
const draft: BadgeLook = { label: "Draft", color: "gray.7", variant: "outline" };
const upcoming: BadgeLook = { label: "Upcoming", color: "bluff.9", variant: "filled" };
const past: BadgeLook = { label: "Past", color: "gray.7", variant: "filled" };

/** An empty flag counts as published (docs/product.md §4). */
export function PublishedBadge({ published: flag }: { published: boolean | null | undefined }) {
  return <StatusBadge when={flag ?? true} yes={published} no={draft} />;
}

export function UpcomingBadge({ date, now }: { date: string | Date; now: Date }) {
  return <StatusBadge when={isUpcoming(new Date(date), now)} yes={upcoming} no={past} />;
}

/**
 * Beside Published: "Scheduled" while the publish date is ahead, "Unlisted" once the unlist date
 * has passed, so the state the Status filter picks is seen on the card too.
 */
export function ScheduleBadge({ item }: { item: Parameters<typeof listingStatus>[0] }) {
  const status = listingStatus(item, new Date());
  if (status === "scheduled")
    return (
      <Badge color="bluff.9" variant="outline">
        Scheduled
      </Badge>
    );
  if (status === "unlisted")
    return (
      <Badge color="gray.7" variant="outline">
        Unlisted
      </Badge>
    );
  return null;
}
