// One item of an admin list, named by its title for screen readers and tests. A "tile" stacks
// its badges and details under the title with the actions at the foot (the card grids); a "row"
// puts the actions beside the title and details, with anything `below` across the full width.
import { Card, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "#web/components/admin/admin.module.css";

export interface AdminCardProps {
  /** The card's accessible name. */
  label: string;
  heading: ReactNode;
  headingSize?: "h4" | "h5";
  badges?: ReactNode;
  actions: ReactNode;
  variant: "tile" | "row";
  padding?: "md" | "lg";
  children?: ReactNode;
  below?: ReactNode;
}

export function AdminCard(props: AdminCardProps) {
  const { label, heading, headingSize = "h4", badges, actions, variant, padding = "lg", children, below } = props;
  const title = (
    <Title order={3} size={headingSize} className={classes.breakAnywhere}>
      {heading}
    </Title>
  );
  if (variant === "tile") {
    return (
      <Card withBorder padding={padding} component="article" aria-label={label}>
        <Stack gap={6} h="100%">
          {title}
          {badges && <Group gap={6}>{badges}</Group>}
          {children}
          <Group gap="xs" mt="auto" pt="sm">
            {actions}
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder padding={padding} component="article" aria-label={label}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} className={classes.rowBody}>
          {badges ? (
            <Group gap="xs">
              {title}
              {badges}
            </Group>
          ) : (
            title
          )}
          {children}
        </Stack>
        {actions}
      </Group>
      {below}
    </Card>
  );
}
