// The side column of a job's or deal's page: a card of labelled facts (type, place, pay, dates,
// code) with the post's actions under them, and the card of the business that posted it.
import type { ReactNode } from "react";
import { ButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { CardMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import type { PostBusinessRef } from "./PostBusiness.tsx";

export function PostFacts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="post-facts-title">
      <TitleMarkup order={2} size="h4" id="post-facts-title" mb="sm">
        {title}
      </TitleMarkup>
      <StackMarkup gap="sm">{children}</StackMarkup>
    </CardMarkup>
  );
}

export function FactRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <TextMarkup size="xs" tt="uppercase" fw={700} c="gray.7" lts="0.05em">
        {label}
      </TextMarkup>
      <TextMarkup size="sm" data-testid={testId}>
        {value}
      </TextMarkup>
    </div>
  );
}

export function PostBusinessCard({ business }: { business: PostBusinessRef }) {
  return (
    <CardMarkup
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="post-business-title"
      bg="oak.0"
      data-testid="post-business-card"
    >
      <TitleMarkup order={2} size="h4" id="post-business-title" mb={4}>
        {business.name}
      </TitleMarkup>
      <TextMarkup size="sm" c="gray.8" mb="sm">
        A member of the chamber: its hours, address and contacts are on its listing.
      </TextMarkup>
      <ButtonLinkMarkup to="/directory/$slug" params={{ slug: business.slug }} variant="outline">
        See its listing
      </ButtonLinkMarkup>
    </CardMarkup>
  );
}
