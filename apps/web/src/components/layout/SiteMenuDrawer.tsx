// The phone menu's slide-in drawer. It is loaded the first time someone opens the menu: Mantine's
// Drawer brings a scroll area, focus trap and scroll lock that desktop visitors never need.
import { Drawer, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ChamberLogo } from "./ChamberLogo.tsx";
import classes from "./SiteHeader.module.css";

export interface SiteMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  links: ReactNode;
}

export default function SiteMenuDrawer({ opened, onClose, links }: SiteMenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(20rem, 85vw)"
      hiddenFrom="lg"
      title={
        <Group gap="xs" wrap="nowrap">
          <ChamberLogo size={32} />
          <Text fw={700} ff="heading" c="oak.9" lh={1.2}>
            Ojai Valley Chamber of Commerce
          </Text>
        </Group>
      }
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      <nav aria-label="Main">
        <Stack gap={4}>{links}</Stack>
      </nav>
      <UnstyledButton component={Link} to="/contact" className={classes.drawerCta} onClick={onClose}>
        Join the Chamber
      </UnstyledButton>
    </Drawer>
  );
}
