// /events/submit's form (issue 15): the event fields, checked by the shared eventSubmissionFields
// schema, the date and time entered in the chamber's zone (the admin's own field), the hidden
// honeypot, and the form token sent along.
// Styles of the components only these forms draw (styles/public-mantine.ts keeps the rest).
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/dates/styles.layer.css";
import { type EventSubmissionInput, eventCategoryPresets, eventSubmissionFields } from "@chamber/core";
import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { IconSend } from "@tabler/icons-react";
import { pickerValueProblem, pickerValueToIso, siteZoneName } from "../../lib/admin/site-zone.ts";
import { trpc } from "../../lib/trpc.ts";
import { zodResolver } from "../../lib/zod-form.ts";
import { SiteDateTimeField } from "../admin/fields/SiteDateTimeField.tsx";
import formClasses from "../forms/PublicForm.module.css";
import { Honeypot } from "./Honeypot.tsx";
import { SubmissionPhotoField, type SubmittedPhoto } from "./SubmissionPhotoField.tsx";
import { SubmissionSent } from "./SubmissionSent.tsx";
import { useSubmissionSend } from "./use-submission.ts";

interface Values {
  title: string;
  description: string;
  date: string | null;
  location: string;
  category: string;
  organizerName: string;
  organizerEmail: string;
  website: string;
  photo: SubmittedPhoto | null;
  url: string;
}

const empty: Values = {
  title: "",
  description: "",
  date: null,
  location: "",
  category: "",
  organizerName: "",
  organizerEmail: "",
  website: "",
  photo: null,
  url: "",
};

const categoryChoices = eventCategoryPresets.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

const toInput = ({ url: _honeypot, date, photo, ...values }: Values): EventSubmissionInput => ({
  ...values,
  imageId: photo?.id ?? null,
  // An empty or unfinished date is left for the schema to refuse, with its own message.
  date: pickerValueToIso(date) ?? "",
});

const resolve = zodResolver(eventSubmissionFields);

function validate(values: Values): FormErrors {
  const errors = resolve(toInput(values));
  if (!values.date) errors.date = "Date is required";
  const problem = pickerValueProblem(values.date);
  if (problem) errors.date = problem;
  return errors;
}

export function EventSubmitForm() {
  const form = useForm<Values>({ initialValues: empty, validate });
  const send = trpc.submission.submitEvent.useMutation();
  const { token, sentTo, problem, onSubmit, sendAnother } = useSubmissionSend({
    form,
    send: (values, formToken) => send.mutateAsync({ ...toInput(values), formToken, url: values.url }),
    emailOf: (values) => values.organizerEmail,
  });

  if (sentTo) return <SubmissionSent what="event" email={sentTo} onAnother={sendAnother} />;

  return (
    <form onSubmit={onSubmit} noValidate className={formClasses.form} aria-label="Submit an event">
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" role="alert" title="Not sent">
            {problem}
          </Alert>
        )}
        <TextInput {...form.getInputProps("title")} key={form.key("title")} label="Event title" required />
        <Textarea
          {...form.getInputProps("description")}
          key={form.key("description")}
          label="Description"
          description="What happens, who it is for, and whether it costs anything."
          autosize
          minRows={4}
          required
        />
        <SiteDateTimeField
          {...form.getInputProps("date")}
          label="Date"
          timeLabel="Start time"
          description={`${siteZoneName}, the valley's own time`}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...form.getInputProps("location")} key={form.key("location")} label="Location" required />
          <Select
            {...form.getInputProps("category")}
            key={form.key("category")}
            label="Category"
            placeholder="Choose a category"
            data={categoryChoices}
            allowDeselect={false}
            required
          />
          <TextInput
            {...form.getInputProps("organizerName")}
            key={form.key("organizerName")}
            label="Your name"
            autoComplete="name"
            required
          />
          <TextInput
            {...form.getInputProps("organizerEmail")}
            key={form.key("organizerEmail")}
            type="email"
            label="Your email"
            description="Only staff see it; we write to you when the event is published."
            autoComplete="email"
            required
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps("website")}
          key={form.key("website")}
          label="Website (optional)"
          placeholder="ojaifolk.example"
          autoComplete="url"
        />
        <SubmissionPhotoField
          value={form.values.photo}
          onChange={(photo) => form.setFieldValue("photo", photo)}
          formToken={token}
          shownWith="your event"
        />
        <Honeypot value={form.values.url} onChange={(value) => form.setFieldValue("url", value)} />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            w={{ base: "100%", xs: "auto" }}
            loading={send.isPending}
            rightSection={<IconSend size={18} aria-hidden="true" />}
          >
            Submit event
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
