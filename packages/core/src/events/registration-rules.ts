// The rules of signing up for an event that the server and the pages share, without zod (a helper:
// the event page's first script may read them). docs/decisions/029-event-registration.md.

export const REGISTRATION_QUESTION_KINDS = ["text", "yesno", "choice"] as const;
export type RegistrationQuestionKind = (typeof REGISTRATION_QUESTION_KINDS)[number];

export const REGISTRATION_STATUSES = ["confirmed", "waitlisted", "cancelled"] as const;
export type RegistrationStatusName = (typeof REGISTRATION_STATUSES)[number];

export const MAX_REGISTRATION_QUESTIONS = 3;
export const MAX_REGISTRATION_CHOICES = 10;
/** The most places staff may let one registration take. */
export const MAX_PLACES_LIMIT = 20;

/** Places left of `capacity` once `taken` are confirmed; null when unlimited. Never below 0. */
export function placesLeft(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

/** The words the event page and the cards show for a registration's state. */
export function placesLeftText(state: {
  state: "open" | "full" | "not-yet" | "closed";
  placesLeft: number | null;
}): string {
  switch (state.state) {
    case "full":
      return "Full — join the waitlist";
    case "not-yet":
      return "Registration not open yet";
    case "closed":
      return "Registration closed";
    case "open":
      if (state.placesLeft === null) return "Registration open";
      return state.placesLeft === 1 ? "1 place left" : `${state.placesLeft} places left`;
  }
}

/** The 409 code of a registration refused because the address already holds one for the event (its link is mailed again). */
export const ALREADY_REGISTERED_CODE = "ALREADY_REGISTERED";
/** The 409 code of a registration refused because the event takes none now (turned off, not open yet, or past closing). */
export const REGISTRATION_CLOSED_CODE = "REGISTRATION_CLOSED";
