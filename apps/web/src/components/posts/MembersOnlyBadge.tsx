// The badge of a deal only signed-in members see, on its card and its page.
import { IconUsers } from "#web/components/ui/icons.ts";
import { BadgeMarkup } from "#web/components/ui/mantine-markup.tsx";

export function MembersOnlyBadge({ size }: { size: "sm" | "lg" }) {
  return (
    <BadgeMarkup
      size={size}
      fw={700}
      bg="citrus.1"
      color="oak.9"
      leftSection={<IconUsers size={14} aria-hidden="true" />}
      data-testid="members-only-badge"
    >
      Members only
    </BadgeMarkup>
  );
}
