// What the address of a series' skipped date says (decision 017): staff deleted that occurrence, so
// the date is skipped, and the visitor who followed an old link is sent on to the next one rather
// than told the event does not exist. The server answers it with 410 Gone (web/web-app.ts).
import { formatInZone } from "@chamber/core";
import { ButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconArrowLeft, IconCalendarEvent } from "#web/components/ui/icons.ts";
import { ContainerMarkup } from "#web/components/ui/layout-markup.tsx";
import { StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";

type Skipped = RouterOutputs["event"]["skipped"];

export function SkippedDate({ skipped }: { skipped: Skipped }) {
  useHydrationMark();
  const { next } = skipped;
  return (
    <ContainerMarkup size="sm" py={{ base: 64, sm: 96 }}>
      <StackMarkup align="center" ta="center" gap="md" data-testid="event-skipped">
        <IconCalendarEvent size={64} stroke={1.25} color="var(--mantine-color-oak-7)" aria-hidden="true" />
        <TitleMarkup order={1}>This date is skipped</TitleMarkup>
        <TextMarkup size="lg" c="gray.7">
          {skipped.title} ({skipped.words}) does not take place on {formatInZone(skipped.date, "long")}.
        </TextMarkup>
        <TextMarkup size={null} fw={600} data-testid="event-skipped-next">
          {next ? `Next: ${formatInZone(next.date, "full")}` : "No later date is planned."}
        </TextMarkup>
        {next && (
          <ButtonLinkMarkup to="/events/$id" params={{ id: String(next.id) }} size="md">
            See the next date
          </ButtonLinkMarkup>
        )}
        <ButtonLinkMarkup to="/events" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          Back to Events
        </ButtonLinkMarkup>
      </StackMarkup>
    </ContainerMarkup>
  );
}
