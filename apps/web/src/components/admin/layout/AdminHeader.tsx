// The dashboard's own slim header (the public header and footer are not shown under /admin).
import { Anchor, Box, Button, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import classes from "#web/components/admin/admin.module.css";
import { IconExternalLink, IconLogout } from "#web/components/ui/icons.ts";
import { useSiteFacts } from "#web/lib/site-facts.ts";

export interface AdminHeaderProps {
  /** The signed-in admin, or null on the sign-in form. */
  email: string | null;
  /** Null when there is no session to end. */
  onSignOut: (() => void) | null;
  signingOut?: boolean;
}

export function AdminHeader({ email, onSignOut, signingOut = false }: AdminHeaderProps) {
  const { name } = useSiteFacts();
  return (
    <Box component="header" className={classes.header}>
      <Group justify="space-between" wrap="wrap" gap="xs" className={classes.headerInner}>
        <Group gap="md" wrap="nowrap">
          <Text fw={700} ff="heading" size="lg" className={classes.brand}>
            {name}
          </Text>
          <Anchor component={Link} to="/" size="sm" className={classes.viewSite}>
            <IconExternalLink size={16} aria-hidden /> View site
          </Anchor>
        </Group>
        {email && onSignOut && (
          <Group gap="sm" wrap="nowrap" className={classes.account}>
            <Anchor
              component={Link}
              to="/admin/account"
              size="sm"
              c="dimmed"
              className={classes.email}
              title="Your account"
            >
              {email}
            </Anchor>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={onSignOut}
              loading={signingOut}
            >
              Sign out
            </Button>
          </Group>
        )}
      </Group>
    </Box>
  );
}
