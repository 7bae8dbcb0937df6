// A registration's places and answers checked against the event's settings: at most its places per
// person, each question answered as its kind says (a required one answered at all). Every bad field
// is named at once, as `places` or `answers.<question id>`, like any other bad input.
import type { RegistrationQuestion } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { RegistrationSettings } from "./registration-settings.ts";

export type Answers = Record<string, string | boolean>;

/** What a form without a script posts for yes and no. */
const YES = new Set(["yes", "true", "on"]);
const NO = new Set(["no", "false", "off"]);
const yesOrNo = (value: unknown) => {
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : value;
};

function answerSchema(question: RegistrationQuestion, byStaff: boolean) {
  const missing = `Answer “${question.label}”`;
  const message = (bad: string) => (issue: { input: unknown }) => (issue.input === undefined ? missing : bad);
  const kind =
    question.kind === "yesno"
      ? z.preprocess(yesOrNo, z.boolean({ error: message(`Answer “${question.label}” with yes or no`) }))
      : question.kind === "choice"
        ? z.enum(question.choices ?? [], { error: message(`Choose one of the answers to “${question.label}”`) })
        : z.string({ error: message(`“${question.label}” must be text`) }).max(500);
  // An empty field is no answer.
  const blankIsNone = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
  return z.preprocess(blankIsNone, question.required && !byStaff ? kind : kind.optional());
}

/**
 * The answers kept (answers to no question are dropped, text trimmed); throws 400 naming each bad
 * field when the places or any answer do not fit. Staff adding a person by hand may leave questions
 * unanswered and give more places than a visitor may take.
 */
export function checkAnswers(
  settings: RegistrationSettings,
  places: number,
  answers: Record<string, unknown>,
  byStaff = false,
): Answers {
  const most = byStaff ? Number.POSITIVE_INFINITY : settings.maxPlaces;
  const schema = z.object({
    places: z.number().max(most, `At most ${settings.maxPlaces} places per registration`),
    answers: z.object(
      Object.fromEntries(settings.questions.map((question) => [question.id, answerSchema(question, byStaff)])),
    ),
  });
  const checked = schema.safeParse({ places, answers });
  if (!checked.success) {
    const message = checked.error.issues.map((issue) => issue.message).join("; ");
    throw new TRPCError({ code: "BAD_REQUEST", message, cause: checked.error });
  }
  const kept: Answers = {};
  for (const [id, value] of Object.entries(checked.data.answers))
    if (value !== undefined) kept[id] = typeof value === "string" ? value.trim() : (value as boolean);
  return kept;
}
