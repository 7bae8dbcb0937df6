// The registration form's own fields (an event's page, docs/decisions/029-event-registration.md),
// read into the register procedure's input the same way in the browser and on the server: the
// staff's questions post as `answers.<question id>`, a yes/no as "yes" or "no". A helper: the
// event page's first script ships it, so it imports no schema.
import type { PostedFields } from "./public-forms.ts";

/** The name a question's answer posts under. */
export const answerField = (questionId: string) => `answers.${questionId}`;
const ANSWER_PREFIX = answerField("");

/** The answers by question id; one left empty is left out, so a required one is named as missing. */
function answersOf(fields: PostedFields): Record<string, string | boolean> {
  const answers: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith(ANSWER_PREFIX) || value.trim() === "") continue;
    answers[name.slice(ANSWER_PREFIX.length)] = value === "yes" ? true : value === "no" ? false : value;
  }
  return answers;
}

/** The form's fields but the spam check's (public-forms.ts adds those). */
export const registrationFields = (fields: PostedFields) => ({
  id: Number(fields.eventId ?? ""),
  name: fields.name ?? "",
  email: fields.email ?? "",
  places: Number(fields.places || "1"),
  answers: answersOf(fields),
});
