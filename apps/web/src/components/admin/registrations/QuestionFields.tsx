// The staff's own questions on a registration form (up to three): each a label, a kind (short
// text, yes/no, or a choice with its choices one per line) and whether it must be answered.
import { MAX_REGISTRATION_QUESTIONS, type RegistrationQuestionKind } from "@chamber/core";
import { Button, Checkbox, Fieldset, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "#web/components/ui/icons.ts";
import { newQuestion, type RegistrationFormValues } from "./registration-form.ts";

const kinds: { value: RegistrationQuestionKind; label: string }[] = [
  { value: "text", label: "Short text" },
  { value: "yesno", label: "Yes or no" },
  { value: "choice", label: "A choice" },
];

export function QuestionFields({ form }: { form: UseFormReturnType<RegistrationFormValues> }) {
  const { questions } = form.getValues();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Questions
      </Text>
      <Text size="xs" c="dimmed">
        Up to {MAX_REGISTRATION_QUESTIONS}, asked on the form: a meal choice, a company name, "First time here?"
      </Text>
      {questions.map((question, index) => (
        <Fieldset
          // Questions are only added at the end and removed by index: the index is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          legend={`Question ${index + 1}`}
          variant="filled"
        >
          <Stack gap="xs">
            <TextInput label="Question" required {...form.getInputProps(`questions.${index}.label`)} />
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Answer"
                data={kinds}
                allowDeselect={false}
                miw={140}
                {...form.getInputProps(`questions.${index}.kind`)}
              />
              <Checkbox
                label="Required"
                mt={30}
                {...form.getInputProps(`questions.${index}.required`, { type: "checkbox" })}
              />
            </Group>
            {question.kind === "choice" && (
              <Textarea
                label="Choices"
                description="One per line, at least two"
                autosize
                minRows={2}
                {...form.getInputProps(`questions.${index}.choices`)}
              />
            )}
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => form.removeListItem("questions", index)}
              >
                Remove question {index + 1}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      {questions.length < MAX_REGISTRATION_QUESTIONS && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem("questions", { ...newQuestion })}
          >
            Add a question
          </Button>
        </Group>
      )}
    </Stack>
  );
}
