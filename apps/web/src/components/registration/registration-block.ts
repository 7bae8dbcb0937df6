// The event page's registration block reads its event's registration state (`registration.block`,
// GET /events/{id}/registration's twin that answers null, not 404, for an event that takes no
// registrations) under a key of its own: the server's loader puts the answer, null too, in the
// page's query cache, so the browser draws the block the server did without asking again for an
// event that has none. The state is read afresh whenever the block's query asks (after a
// registration, say).
//
// A page whose event takes registrations is rendered for each visitor and never cached: its places
// left are the moment's, and it carries a form token of its own, so the form posts without a
// script at the first press (as the submission pages do). Other event pages stay cached. This
// module is in every page's first script (the route's loader reads it): keep it small.
import type { RegistrationState } from "@chamber/core/schemas";
import type { RouterContext } from "#web/routes/__root.tsx";

export const registrationBlockKey = (eventId: number) => ["registration-block", eventId] as const;

type ReadState = (input: { id: number }, options: { staleTime: number }) => Promise<RegistrationState | null>;

/** The query of the block: the state, or null when the event takes no registrations (or it cannot be read). */
export const registrationBlockQuery = (eventId: number, read: ReadState) => ({
  queryKey: registrationBlockKey(eventId),
  queryFn: (): Promise<RegistrationState | null> => read({ id: eventId }, { staleTime: 0 }).catch(() => null),
});

/**
 * The loader's read: the state, and on the server a form token when the event takes registrations.
 * Its answer says whether the page may be cached (the route's headers).
 */
export async function loadRegistrationBlock(context: RouterContext, eventId: number) {
  const state = await context.queryClient.ensureQueryData(
    registrationBlockQuery(eventId, context.trpc.registration.block.fetch),
  );
  if (state && typeof document === "undefined") await context.trpc.submission.token.ensureData({});
  return state ? { "cache-control": "private, no-store" } : undefined;
}
