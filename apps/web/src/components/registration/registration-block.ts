// The event page's registration block reads its event's registration state (GET
// /events/{id}/registration) under a key of its own, with "takes no registrations" (the API's 404)
// kept as null: the server's loader puts the answer, null too, in the page's query cache, so the
// browser draws the block the server did without asking again for an event that has none.

import type { RegistrationState } from "@chamber/core/schemas";
import type { QueryClient } from "@tanstack/react-query";

const registrationBlockKey = (eventId: number) => ["registration-block", eventId] as const;

/** The id of the block on the event page: the structured data's offer and the cards link here. */
export const REGISTER_ANCHOR = "register";

type ReadState = (input: { id: number }) => Promise<RegistrationState>;

/** The query of the block: the state, or null when the event takes no registrations (or it cannot be read). */
export const registrationBlockQuery = (eventId: number, read: ReadState) => ({
  queryKey: registrationBlockKey(eventId),
  queryFn: (): Promise<RegistrationState | null> => read({ id: eventId }).catch(() => null),
});

/** After a registration the places left change: the block reads them again. */
export const refreshRegistrationBlock = (queryClient: QueryClient, eventId: number) =>
  queryClient.invalidateQueries({ queryKey: registrationBlockKey(eventId) });
