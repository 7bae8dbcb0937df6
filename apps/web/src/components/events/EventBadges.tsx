import { type EventStatus, eventStatusLabels } from "@chamber/core";
import { BadgeMarkup } from "#web/components/ui/mantine-markup.tsx";
import { eventCategoryColours } from "./event-category.ts";

export function CategoryBadge({ category, size = "md" }: { category: string; size?: "sm" | "md" | "lg" }) {
  const { bg, color } = eventCategoryColours(category);
  return (
    <BadgeMarkup size={size} bg={bg} color={color} fw={600} data-testid="category-badge">
      {category}
    </BadgeMarkup>
  );
}

/** What became of an event, when it is anything but scheduled; nothing for a scheduled event. */
export function StatusBadge({ status, size = "md" }: { status: EventStatus; size?: "sm" | "md" | "lg" }) {
  if (status === "scheduled") return null;
  const { bg, color } = statusColours[status];
  return (
    <BadgeMarkup size={size} bg={bg} color={color} fw={700} data-testid="status-badge">
      {eventStatusLabels[status]}
    </BadgeMarkup>
  );
}

// Dark text on light fills and white on dark, each pair at least 4.5:1 (the axe sweep checks them).
const statusColours: Record<Exclude<EventStatus, "scheduled">, { bg: string; color: string }> = {
  cancelled: { bg: "red.8", color: "white" },
  postponed: { bg: "yellow.3", color: "dark.9" },
  rescheduled: { bg: "blue.1", color: "blue.9" },
  movedOnline: { bg: "teal.1", color: "teal.9" },
};
