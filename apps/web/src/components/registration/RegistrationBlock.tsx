// The registration block of an event's page (docs/product.md "Registering for an event"): places
// left ("12 places left", "Full — join the waitlist", "Registration closed", or when it opens), the
// price as the staff wrote it (nothing is charged), and the form while the event takes
// registrations. Nothing at all for an event that takes none. The route's loader reads its state
// on the server, so the block is in the first HTML.
import { formatInZone } from "@chamber/core";
import { useQuery } from "@tanstack/react-query";
import { CardMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { trpc } from "#web/lib/trpc.ts";
import { RegistrationForm } from "./RegistrationForm.tsx";
import { registrationBlockQuery } from "./registration-block.ts";
import { stateText } from "./registration-words.ts";

export function RegistrationBlock({ eventId }: { eventId: number }) {
  const utils = trpc.useUtils();
  const { data: state } = useQuery(registrationBlockQuery(eventId, utils.registration.block.fetch));
  if (!state) return null;
  return (
    <CardMarkup
      withBorder
      radius="md"
      padding="lg"
      mt="lg"
      component="section"
      // The structured data's offer and the calendar feed link here.
      id="register"
      aria-labelledby="event-register-title"
    >
      <TitleMarkup order={2} size="h3" id="event-register-title" mb="xs">
        Register
      </TitleMarkup>
      <TextMarkup size={null} fw={700} data-testid="registration-places">
        {stateText(state)}
      </TextMarkup>
      {state.priceText && (
        <TextMarkup size="sm" c="gray.8" data-testid="registration-price">
          Price: {state.priceText}
        </TextMarkup>
      )}
      {state.open && (
        <>
          <TextMarkup size="sm" c="gray.7" mb="md">
            Registration closes {formatInZone(state.closesAt, "full")}. Fields marked * are required.
          </TextMarkup>
          <RegistrationForm eventId={eventId} state={state} />
        </>
      )}
    </CardMarkup>
  );
}
