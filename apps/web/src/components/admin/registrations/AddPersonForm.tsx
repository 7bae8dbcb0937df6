// Staff add a person by hand (a phone call, a walk-in): name, e-mail, places, the event's questions,
// and whether to mail them their confirmation. The capacity still counts: past it they are waitlisted.
import type { RegistrationQuestion } from "@chamber/core/schemas";
import { Checkbox, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { trpc } from "#web/lib/trpc.ts";
import { addPersonSpec } from "./add-person-form.ts";

export interface AddPersonFormProps {
  eventId: number;
  questions: readonly RegistrationQuestion[];
  maxPlaces: number;
  onDone: () => void;
}

export function AddPersonForm({ eventId, questions, maxPlaces, onDone }: AddPersonFormProps) {
  const utils = trpc.useUtils();
  const add = trpc.registration.add.useMutation();
  const spec = useMemo(() => addPersonSpec(eventId, questions), [eventId, questions]);
  const { form, submit } = useEntityForm(spec, {
    item: null,
    save: (input) => add.mutateAsync(input),
    onSaved: () => {
      void utils.registration.invalidate();
      onDone();
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps("name")} />
        <TextInput label="Email" type="email" required {...form.getInputProps("email")} />
        {maxPlaces > 1 && (
          <NumberInput
            label="Places"
            min={1}
            max={maxPlaces}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("places")}
          />
        )}
        {questions.map((question) =>
          question.kind === "text" ? (
            <TextInput
              key={question.id}
              label={question.label}
              required={question.required}
              {...form.getInputProps(`answers.${question.id}`)}
            />
          ) : (
            <Select
              key={question.id}
              label={question.label}
              required={question.required}
              clearable={!question.required}
              data={
                question.kind === "yesno"
                  ? [
                      { value: "yes", label: "Yes" },
                      { value: "no", label: "No" },
                    ]
                  : (question.choices ?? [])
              }
              {...form.getInputProps(`answers.${question.id}`)}
              // Mantine's Select clears to null; the values keep "" for no answer.
              onChange={(value) => form.setFieldValue(`answers.${question.id}`, value ?? "")}
            />
          ),
        )}
        <Checkbox
          label="E-mail them their confirmation and personal link"
          {...form.getInputProps("notify", { type: "checkbox" })}
        />
        <FormActions submitLabel="Add person" pending={add.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
