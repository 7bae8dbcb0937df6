// The one Featured badge, on public event cards and pages and on the admin's cards alike.
import { IconStarFilled } from "./icons.ts";
import { BadgeMarkup } from "./mantine-markup.tsx";

export function FeaturedBadge({ size = "md" }: { size?: "sm" | "md" | "lg" }) {
  return (
    <BadgeMarkup
      size={size}
      bg="citrus.4"
      color="dark.9"
      fw={600}
      leftSection={<IconStarFilled size={11} aria-hidden="true" />}
    >
      Featured
    </BadgeMarkup>
  );
}
