// What the registration pages say of a registration's state, in one place for the event page, the
// answer to a registration and the registrant's own page.
import { formatInZone, placesLeftText } from "@chamber/core";
import type { RegistrationState } from "@chamber/core/schemas";

/** The answer to a registration, by its status. */
export const receiptTitle = (status: "confirmed" | "waitlisted") =>
  status === "confirmed"
    ? "You're registered — check your e-mail"
    : "You're on the waitlist — we'll e-mail you if a place opens";

/** The block's headline: places left, full, closed, or when it opens. */
export function stateText(state: RegistrationState): string {
  if (state.state === "not-yet" && state.opensAt) return `Registration opens ${formatInZone(state.opensAt, "full")}`;
  return placesLeftText(state);
}
