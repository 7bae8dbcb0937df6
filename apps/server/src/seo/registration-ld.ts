// What an event's JSON-LD says of its registration (docs/decisions/029-event-registration.md):
// an Offer whose availability is InStock while places are left, SoldOut when new registrations join
// the waitlist, PreOrder before registration opens (none once it has closed), at the form on the
// event's page; its price only when the staff's price text is a plain amount ("$15", "15.00",
// "Free"), in dollars, since anything longer ("$15 members, $25 guests") is no one price. And
// the capacity and the places left, when there is a capacity.
import type { RegistrationState } from "@chamber/core/schemas";
import type { JsonLd } from "./json-ld.ts";

const availability = {
  open: "https://schema.org/InStock",
  full: "https://schema.org/SoldOut",
  "not-yet": "https://schema.org/PreOrder",
} as const;

/** The amount a price text is, or null when it says more than one amount. */
export function plainPrice(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? "";
  if (/^free$/i.test(trimmed)) return "0";
  return /^\$?\s*(\d{1,6}(?:\.\d{2})?)$/.exec(trimmed)?.[1] ?? null;
}

/** The properties an event's node gains from its registration; none when it takes none. */
export function registrationLd(state: RegistrationState | null, eventUrl: string): JsonLd {
  if (!state) return {};
  const price = plainPrice(state.priceText);
  const capacity =
    state.capacity === null
      ? {}
      : { maximumAttendeeCapacity: state.capacity, remainingAttendeeCapacity: state.placesLeft ?? 0 };
  if (state.state === "closed") return capacity;
  return {
    offers: {
      "@type": "Offer",
      url: `${eventUrl}#register`,
      availability: availability[state.state],
      ...(state.opensAt ? { validFrom: state.opensAt } : {}),
      ...(price === null ? {} : { price, priceCurrency: "USD" }),
    },
    ...capacity,
  };
}
