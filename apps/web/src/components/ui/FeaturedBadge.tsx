// The one Featured badge, on public event cards and pages and on the admin's cards alike.
import { Badge } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";

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
