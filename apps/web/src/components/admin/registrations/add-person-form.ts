// The "Add a person" form's values ↔ the API's input (staffRegistrationInput): the answers keyed by
// question id as the public form sends them, a yes/no question's "yes"/"no" as true/false.
import { type RegistrationQuestion, staffRegistrationInput } from "@chamber/core/schemas";
import type { FormErrors } from "@mantine/form";
import type { z } from "zod";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type StaffRegistrationInput = z.input<typeof staffRegistrationInput>;

export interface AddPersonValues {
  name: string;
  email: string;
  places: number | string;
  /** By question id; a yes/no question holds "yes", "no" or "". */
  answers: Record<string, string>;
  notify: boolean;
}

function toInput(eventId: number, questions: readonly RegistrationQuestion[], values: AddPersonValues) {
  const answers: Record<string, string | boolean> = {};
  for (const question of questions) {
    const value = values.answers[question.id]?.trim() ?? "";
    if (value === "") continue;
    answers[question.id] = question.kind === "yesno" ? value === "yes" : value;
  }
  return {
    id: eventId,
    name: values.name,
    email: values.email,
    places: values.places === "" ? Number.NaN : Number(values.places),
    answers,
    notify: values.notify,
  };
}

const resolve = zodResolver(staffRegistrationInput);

export function addPersonSpec(
  eventId: number,
  questions: readonly RegistrationQuestion[],
): EntityFormSpec<null, AddPersonValues, StaffRegistrationInput> {
  return {
    values: () => ({
      name: "",
      email: "",
      places: 1,
      answers: Object.fromEntries(questions.map((question) => [question.id, ""])),
      notify: true,
    }),
    toInput: (values) => toInput(eventId, questions, values),
    validate: (values): FormErrors => {
      const errors = resolve(toInput(eventId, questions, values));
      for (const question of questions) {
        if (question.required && !values.answers[question.id]?.trim()) {
          errors[`answers.${question.id}`] = `${question.label} is required`;
        }
      }
      return errors;
    },
    messages: {
      created: "Person added",
      updated: "Person added",
      createFailed: "Failed to add the person",
      updateFailed: "Failed to add the person",
    },
    // An e-mail already registered is the e-mail's problem.
    serverErrors: () => ({ conflict: { field: "email", fallback: "This e-mail is already registered" } }),
  };
}
