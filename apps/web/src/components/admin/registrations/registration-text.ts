// The staff's words for registrations: an event card's counts, the door's tally, a person's answers
// by their questions' labels, and the check-in list's search by name (as typed, any case, accents
// ignored, each word a part of the name).
import type { RegistrationCounts, RegistrationQuestion } from "@chamber/core/schemas";

/** "12 / 40 registered · 3 waitlisted"; places count, as the capacity does. */
export function countsText(counts: RegistrationCounts): string {
  const registered =
    counts.capacity === null
      ? `${counts.confirmedPlaces} registered`
      : `${counts.confirmedPlaces} / ${counts.capacity} registered`;
  return counts.waitlisted > 0 ? `${registered} · ${counts.waitlisted} waitlisted` : registered;
}

/** "18 of 42 checked in": people (registrations), not places. */
export function checkedInText(checkedIn: number, confirmed: number): string {
  return `${checkedIn} of ${confirmed} checked in`;
}

/** A person's answers in the order of the questions, each beside its label; unanswered ones left out. */
export function answersByLabel(
  questions: readonly RegistrationQuestion[],
  answers: Record<string, string | boolean>,
): { label: string; answer: string }[] {
  return questions.flatMap((question) => {
    const value = answers[question.id];
    if (value === undefined || value === "") return [];
    const answer = typeof value === "boolean" ? (value ? "Yes" : "No") : value;
    return [{ label: question.label, answer }];
  });
}

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Whether `name` (or e-mail) holds every word of what was typed; nothing typed matches everyone. */
export function matchesSearch(person: { name: string; email: string }, typed: string): boolean {
  const words = folded(typed).split(/\s+/).filter(Boolean);
  const haystack = folded(`${person.name} ${person.email}`);
  return words.every((word) => haystack.includes(word));
}
