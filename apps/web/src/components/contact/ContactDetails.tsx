// The chamber's contact details (docs/product.md §2 /contact), from its facts (Settings → Chamber details).

import { telHref } from "@chamber/core";
import { Anchor, Card, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import panel from "#web/components/content/Panel.module.css";
import { addressLines } from "#web/components/layout/site-links.ts";
import { AnchorLink } from "#web/components/links/RouterLinks.tsx";
import { IconClock, IconMail, IconMapPin, IconPhone } from "#web/components/ui/icons.ts";
import { useSiteFacts } from "#web/lib/site-facts.ts";
import classes from "./ContactDetails.module.css";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div style={{ display: "flex", gap: 14, alignItems: "flex-start" }}>
      <ThemeIcon size={40} radius="md" variant="light" color="oak" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700} size="sm" c="gray.9">
          {label}
        </Text>
        <Text size="sm" c="gray.7" component="div">
          {children}
        </Text>
      </div>
    </div>
  );
}

export function ContactDetails() {
  const facts = useSiteFacts();
  const [street, cityLine] = addressLines(facts.address);
  return (
    <Card withBorder radius="md" className={panel.roomy} h="100%">
      <Title order={2} size="h3" mb="lg">
        Contact Information
      </Title>
      <Stack gap="lg" mb="xl">
        <Detail icon={<IconMapPin size={20} />} label="Address">
          <address style={{ fontStyle: "normal" }}>
            {street}
            {cityLine && (
              <>
                <br />
                {cityLine}
              </>
            )}
          </address>
        </Detail>
        <Detail icon={<IconPhone size={20} />} label="Phone">
          <Anchor href={telHref(facts.phone)} size="sm">
            {facts.phone}
          </Anchor>
        </Detail>
        <Detail icon={<IconMail size={20} />} label="Email">
          <Anchor href={`mailto:${facts.email}`} size="sm">
            {facts.email}
          </Anchor>
        </Detail>
        <Detail icon={<IconClock size={20} />} label="Office Hours">
          {facts.hours}
        </Detail>
      </Stack>
      <Paper p="md" radius="md" bg="citrus.0" className={classes.join}>
        <Text fw={700} size="sm" c="gray.9">
          Thinking about joining?
        </Text>
        <Text size="sm" c="gray.7" mb={6}>
          Members get a directory listing, event promotion and invitations to networking mixers.
        </Text>
        <AnchorLink to="/membership-benefits" size="sm" fw={600}>
          See membership benefits
        </AnchorLink>
      </Paper>
    </Card>
  );
}
