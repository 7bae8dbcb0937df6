// The event page's registration block reads its event's registration state (GET
// /events/{id}/registration) under a key of its own, with "takes no registrations" (the API's 404)
// kept as null: the server's loader puts the answer, null too, in the page's query cache, so the
// browser draws the block the server did without asking again for an event that has none.
//
// A page whose event takes registrations is rendered for each visitor and never cached: its places
// left are the moment's, and it carries a form token of its own, so the form posts without a
// script at the first press (as the submission pages do). Other event pages stay cached.
import type { RegistrationState } from "@chamber/core/schemas";
import type { QueryClient } from "@tanstack/react-query";
import type { RouterContext } from "#web/routes/__root.tsx";

const registrationBlockKey = (eventId: number) => ["registration-block", eventId] as const;

/** The id of the block on the event page: the structured data's offer and the feed link here. */
export const REGISTER_ANCHOR = "register";

/** The state is read afresh each time the block's own query asks (after a registration, say). */
export const FRESH = { staleTime: 0 } as const;

type ReadState = (input: { id: number }) => Promise<RegistrationState>;

/** The query of the block: the state, or null when the event takes no registrations (or it cannot be read). */
export const registrationBlockQuery = (eventId: number, read: ReadState) => ({
  queryKey: registrationBlockKey(eventId),
  queryFn: (): Promise<RegistrationState | null> => read({ id: eventId }).catch(() => null),
});

/** The loader's read: the state, and on the server a form token when the event takes registrations. */
export async function loadRegistrationBlock(context: RouterContext, eventId: number): Promise<void> {
  const query = registrationBlockQuery(eventId, (input) => context.trpc.registration.state.fetch(input, FRESH));
  const state = await context.queryClient.ensureQueryData(query);
  if (state && typeof document === "undefined") await context.trpc.submission.token.ensureData({});
}

/** The page's headers: never kept by a cache when it carries the block (and so a token). */
export const registrationPageHeaders = (queryClient: QueryClient, eventId: number) =>
  queryClient.getQueryData(registrationBlockKey(eventId)) ? { "cache-control": "private, no-store" } : undefined;

/** After a registration the places left change: the block reads them again. */
export const refreshRegistrationBlock = (queryClient: QueryClient, eventId: number) =>
  queryClient.invalidateQueries({ queryKey: registrationBlockKey(eventId) });
