// The registration settings dialog's values ↔ the API's settings (an event's or a series'): the
// capacity as a number or "unlimited", the closing time as "at the start" or hours before (stored as
// minutes), each question's choices one per line. Checked by the same zod schema the API uses, its
// messages filed under the fields staff see.
import { MAX_REGISTRATION_CHOICES, MAX_REGISTRATION_QUESTIONS, type RegistrationQuestionKind } from "@chamber/core";
import {
  type RegistrationSettings,
  type RegistrationSettingsInput,
  registrationSettingsFields,
} from "@chamber/core/schemas";
import type { FormErrors } from "@mantine/form";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { instantToPickerValue, pickerValueProblem, pickerValueToIso } from "#web/lib/admin/site-zone.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export interface QuestionValues {
  /** Kept from the stored settings so answers already given stay tied to their question. */
  id?: string;
  label: string;
  kind: RegistrationQuestionKind;
  required: boolean;
  /** One choice per line, for kind "choice". */
  choices: string;
}

export interface RegistrationFormValues {
  open: boolean;
  /** The picker's wall-clock value in the site zone, or null: open at once. */
  opensAt: string | null;
  unlimited: boolean;
  capacity: number | string;
  closes: "start" | "before";
  closesHours: number | string;
  maxPlaces: number | string;
  questions: QuestionValues[];
  priceText: string;
}

export const newQuestion: QuestionValues = { label: "", kind: "text", required: false, choices: "" };

export function registrationFormValues(settings: RegistrationSettings | null): RegistrationFormValues {
  if (!settings) {
    return {
      open: false,
      opensAt: null,
      unlimited: true,
      capacity: "",
      closes: "start",
      closesHours: 1,
      maxPlaces: 1,
      questions: [],
      priceText: "",
    };
  }
  return {
    open: settings.open,
    opensAt: instantToPickerValue(settings.opensAt),
    unlimited: settings.capacity === null,
    capacity: settings.capacity ?? "",
    closes: settings.closesMinutesBefore > 0 ? "before" : "start",
    closesHours: settings.closesMinutesBefore > 0 ? settings.closesMinutesBefore / 60 : 1,
    maxPlaces: settings.maxPlaces,
    questions: settings.questions.map((question) => ({
      id: question.id,
      label: question.label,
      kind: question.kind,
      required: question.required,
      choices: (question.choices ?? []).join("\n"),
    })),
    priceText: settings.priceText ?? "",
  };
}

/** A number input's value as a number; an empty box stays NaN for the schema to refuse by name. */
const numberOf = (value: number | string) => (value === "" ? Number.NaN : Number(value));

const choicesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function registrationFormToInput(values: RegistrationFormValues): RegistrationSettingsInput {
  return {
    open: values.open,
    opensAt: pickerValueToIso(values.opensAt),
    capacity: values.unlimited ? null : numberOf(values.capacity),
    closesMinutesBefore: values.closes === "start" ? 0 : Math.round(numberOf(values.closesHours) * 60),
    maxPlaces: numberOf(values.maxPlaces),
    questions: values.questions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      label: question.label,
      kind: question.kind,
      required: question.required,
      ...(question.kind === "choice" ? { choices: choicesOf(question.choices) } : {}),
    })),
    priceText: values.priceText.trim() || null,
  };
}

/** The API's field names where the form's differ ("questions.0.choices.1" is the choices box). */
function formFieldOf(path: string): string {
  if (path === "closesMinutesBefore") return "closesHours";
  const choice = path.match(/^(questions\.\d+\.choices)\.\d+$/);
  return choice?.[1] ?? path;
}

const resolve = zodResolver(registrationSettingsFields);

export function validateRegistrationForm(values: RegistrationFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(resolve(registrationFormToInput(values)))) {
    const field = formFieldOf(path);
    if (errors[field] === undefined) errors[field] = message;
  }
  if (!values.unlimited && values.capacity === "") errors.capacity = "Capacity is required (or choose unlimited)";
  if (values.closes === "before" && values.closesHours === "") errors.closesHours = "Hours before is required";
  const opensProblem = pickerValueProblem(values.opensAt);
  if (opensProblem) errors.opensAt = opensProblem;
  return errors;
}

/** The same renaming for the server's own refusals. */
const serverFieldMap: Record<string, string> = { closesMinutesBefore: "closesHours" };
for (let question = 0; question < MAX_REGISTRATION_QUESTIONS; question++) {
  for (let choice = 0; choice < MAX_REGISTRATION_CHOICES; choice++) {
    serverFieldMap[`questions.${question}.choices.${choice}`] = `questions.${question}.choices`;
  }
}

export const registrationFormSpec: EntityFormSpec<
  RegistrationSettings,
  RegistrationFormValues,
  RegistrationSettingsInput
> = {
  values: registrationFormValues,
  toInput: registrationFormToInput,
  validate: validateRegistrationForm,
  messages: {
    created: "Registration settings saved",
    updated: "Registration settings saved",
    createFailed: "Failed to save registration settings",
    updateFailed: "Failed to save registration settings",
  },
  serverErrors: () => ({ fieldMap: serverFieldMap }),
};
