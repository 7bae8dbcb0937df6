// The registration counts of the events a list shows, in one request, by event id. The list's page
// changes keep the last counts on screen until the new ones arrive.
import type { RegistrationCounts } from "@chamber/core/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { useMemo } from "react";
import { trpc } from "#web/lib/trpc.ts";

export function useRegistrationCounts(eventIds: readonly number[]): Map<number, RegistrationCounts> {
  const ids = useMemo(() => [...eventIds].sort((a, b) => a - b), [eventIds]);
  const counts = trpc.registration.counts.useQuery(
    { ids },
    { enabled: ids.length > 0, placeholderData: keepPreviousData },
  );
  return useMemo(() => new Map((counts.data ?? []).map((row) => [row.eventId, row])), [counts.data]);
}

/** Whether an event's card has anything to say about registrations. */
export function takesRegistrations(counts: RegistrationCounts | undefined): counts is RegistrationCounts {
  return counts !== undefined && (counts.capacity !== null || counts.confirmed + counts.waitlisted > 0);
}
