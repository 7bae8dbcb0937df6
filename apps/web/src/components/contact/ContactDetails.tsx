// The chamber's contact details (docs/product.md §2 /contact), from its facts (Settings → Chamber details).

import { telHref } from "@chamber/core";
import type { ReactNode } from "react";
import { Panel } from "#web/components/content/Panel.tsx";
import { addressLines } from "#web/components/layout/site-links.ts";
import { IconClock, IconMail, IconMapPin, IconPhone } from "#web/components/ui/icons.ts";
import { PaperMarkup } from "#web/components/ui/layout-markup.tsx";
import { AnchorMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { AnchorLinkMarkup, ThemeIconMarkup } from "#web/components/ui/text-markup.tsx";
import { useSiteFacts } from "#web/lib/site-facts.ts";
import classes from "./ContactDetails.module.css";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div style={{ display: "flex", gap: 14, alignItems: "flex-start" }}>
      <ThemeIconMarkup size={40} radius="md" variant="light" color="oak">
        {icon}
      </ThemeIconMarkup>
      <div>
        <TextMarkup fw={700} size="sm" c="gray.9">
          {label}
        </TextMarkup>
        <TextMarkup size="sm" c="gray.7" component="div">
          {children}
        </TextMarkup>
      </div>
    </div>
  );
}

export function ContactDetails() {
  const facts = useSiteFacts();
  const [street, cityLine] = addressLines(facts.address);
  return (
    <Panel h="100%">
      <TitleMarkup order={2} size="h3" mb="lg">
        Contact Information
      </TitleMarkup>
      <StackMarkup gap="lg" mb="xl">
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
          <AnchorMarkup href={telHref(facts.phone)} size="sm">
            {facts.phone}
          </AnchorMarkup>
        </Detail>
        <Detail icon={<IconMail size={20} />} label="Email">
          <AnchorMarkup href={`mailto:${facts.email}`} size="sm">
            {facts.email}
          </AnchorMarkup>
        </Detail>
        <Detail icon={<IconClock size={20} />} label="Office Hours">
          {facts.hours}
        </Detail>
      </StackMarkup>
      <PaperMarkup p="md" radius="md" bg="citrus.0" className={classes.join}>
        <TextMarkup fw={700} size="sm" c="gray.9">
          Thinking about joining?
        </TextMarkup>
        <TextMarkup size="sm" c="gray.7" mb={6}>
          Members get a directory listing, event promotion and invitations to networking mixers.
        </TextMarkup>
        <AnchorLinkMarkup to="/membership-benefits" size="sm" fw={600}>
          See membership benefits
        </AnchorLinkMarkup>
      </PaperMarkup>
    </Panel>
  );
}
