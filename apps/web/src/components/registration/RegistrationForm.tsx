// "Register" on an event's page (docs/product.md "Registering for an event"): name, e-mail, places
// (when one person may take more than one) and the staff's questions, protected like the public
// submissions (form token and honeypot). A plain form first: without a script it posts to the
// event's page, and the server answers with the registrant's own page, or with the form again and
// what was typed (apps/server/src/forms/form-posts.ts); with one it is sent through the API and the
// answer replaces the form, with the registrant's link.
import { answerField, type PostedFields, publicForms } from "@chamber/core";
import type { RegistrationQuestion, RegistrationReceipt, RegistrationState } from "@chamber/core/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useListingForm } from "#web/components/business/use-listing-form.ts";
import { SelectField, TextField } from "#web/components/forms/FieldMarkup.tsx";
import { bindFields } from "#web/components/forms/field-binding.ts";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { SubmitButton } from "#web/components/forms/SubmitButton.tsx";
import { SpamCheckFields } from "#web/components/submissions/SpamCheckFields.tsx";
import { trpc } from "#web/lib/trpc.ts";
import { RegistrationAnswer } from "./RegistrationAnswer.tsx";
import { registrationBlockKey } from "./registration-block.ts";

const unchosen = { value: "", label: "Choose…" };

/** A required question left empty, named under its field before anything is sent. */
const unanswered = (questions: RegistrationQuestion[]) => (fields: PostedFields) =>
  Object.fromEntries(
    questions
      .filter((question) => question.required && !fields[answerField(question.id)]?.trim())
      .map((question) => [answerField(question.id), `Answer “${question.label}”`]),
  );

/**
 * A question's field. The API names a bad answer under `answers` (its first message, which names
 * the question's label), so that refusal is shown under the question it names.
 */
function QuestionField({ question, field }: { question: RegistrationQuestion; field: ReturnType<typeof bindFields> }) {
  const own = field(answerField(question.id));
  const named = field("answers").error;
  const error = own.error ?? (named?.includes(`“${question.label}”`) ? named : undefined);
  const bound = { ...own, error, label: question.label, required: question.required };
  if (question.kind === "text") return <TextField {...bound} />;
  const choices =
    question.kind === "yesno"
      ? [
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]
      : (question.choices ?? []);
  return <SelectField {...bound} choices={[unchosen, ...choices]} />;
}

export function RegistrationForm({ eventId, state }: { eventId: number; state: RegistrationState }) {
  const register = trpc.registration.register.useMutation();
  const queryClient = useQueryClient();
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  const { form, token } = useListingForm({
    name: "registration",
    read: publicForms.registration.read,
    check: unanswered(state.questions),
    send: async (input) => {
      setReceipt(await register.mutateAsync(input));
      // The places left have changed: the block reads them again.
      void queryClient.invalidateQueries({ queryKey: registrationBlockKey(eventId) });
    },
  });
  const field = bindFields(form.values, form.errors);

  if (form.sent && receipt) return <RegistrationAnswer receipt={receipt} onAnother={form.again} />;

  const places = Array.from({ length: state.maxPlaces }, (_, index) => String(index + 1));
  return (
    <PublicForm name="registration" state={form} label="Register for this event">
      <input type="hidden" name="eventId" value={eventId} />
      <TextField {...field("name")} label="Your name" autoComplete="name" required />
      <TextField
        {...field("email")}
        type="email"
        label="Your e-mail"
        description="Your confirmation and your link to cancel come here."
        autoComplete="email"
        required
      />
      {state.maxPlaces > 1 && (
        <SelectField
          {...field("places")}
          label="Places"
          description={`Up to ${state.maxPlaces}, yourself included.`}
          choices={places}
        />
      )}
      {state.questions.map((question) => (
        <QuestionField key={question.id} question={question} field={field} />
      ))}
      <SpamCheckFields token={token} />
      <SubmitButton loading={form.pending}>{state.waitlist ? "Join the waitlist" : "Register"}</SubmitButton>
    </PublicForm>
  );
}
