// The check-in view's optimistic step: the cached list as it will be once the server has done it.
import type { RegistrationList } from "@chamber/core/schemas";

/** The list with one person's check-in time set (or cleared), the count following. */
export function withCheckIn(list: RegistrationList, registrationId: number, at: string | null): RegistrationList {
  let change = 0;
  const registrations = list.registrations.map((person) => {
    if (person.id !== registrationId || Boolean(person.checkedInAt) === Boolean(at)) return person;
    change = at ? 1 : -1;
    return { ...person, checkedInAt: at };
  });
  return { ...list, registrations, counts: { ...list.counts, checkedIn: list.counts.checkedIn + change } };
}
