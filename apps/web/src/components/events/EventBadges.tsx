import { Badge } from "@mantine/core";
import { displayCategory, eventCategoryColours } from "./event-category.ts";

export function CategoryBadge({ category, size = "md" }: { category: string; size?: "sm" | "md" | "lg" }) {
  const { bg, color } = eventCategoryColours(category);
  return (
    <Badge size={size} radius="sm" bg={bg} c={color} tt="none" fw={600} data-testid="category-badge">
      {displayCategory(category)}
    </Badge>
  );
}
