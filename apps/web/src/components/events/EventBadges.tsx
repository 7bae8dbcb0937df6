import { Badge } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { displayCategory, eventCategoryColours } from "./event-category.ts";

export function CategoryBadge({ category, size = "md" }: { category: string; size?: "sm" | "md" | "lg" }) {
  const { bg, color } = eventCategoryColours(category);
  return (
    <Badge size={size} radius="sm" bg={bg} c={color} tt="none" fw={600} data-testid="category-badge">
      {displayCategory(category)}
    </Badge>
  );
}

export function FeaturedBadge({ size = "md" }: { size?: "sm" | "md" | "lg" }) {
  return (
    <Badge
      size={size}
      radius="sm"
      bg="citrus.4"
      c="dark.9"
      tt="none"
      fw={600}
      leftSection={<IconStarFilled size={11} aria-hidden="true" />}
    >
      Featured
    </Badge>
  );
}
