// /events/submit's form (docs/decisions/020-public-submissions.md): the event fields, checked by the
// shared eventSubmissionInput schema, the day and start time entered in the chamber's zone (native
// date and time inputs, which every phone offers a picker for), the spam check's fields, and an
// optional photo. A plain form first: without a script it posts to /events/submit.
// Styles of the components only these forms draw (styles/public-mantine.ts keeps the rest).
import "@mantine/core/styles/Alert.layer.css";
import { publicForms, shownTimezone } from "@chamber/core";
import { useState } from "react";
import { SelectField, TextareaField, TextField } from "#web/components/forms/FieldMarkup.tsx";
import { bindFields } from "#web/components/forms/field-binding.ts";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { SubmitButton } from "#web/components/forms/SubmitButton.tsx";
import { usePublicForm } from "#web/components/forms/use-public-form.ts";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { categoryChoices, useCategories } from "#web/lib/categories.ts";
import { zoneDisplayName } from "#web/lib/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { SenderFields } from "./SenderFields.tsx";
import { SpamCheckFields } from "./SpamCheckFields.tsx";
import { SubmissionPhotoField, type SubmittedPhoto } from "./SubmissionPhotoField.tsx";
import { SubmissionSent } from "./SubmissionSent.tsx";
import { useFormToken } from "./use-submission.ts";

export function EventSubmitForm() {
  const { token, renew } = useFormToken();
  const [photo, setPhoto] = useState<SubmittedPhoto | null>(null);
  const send = trpc.submission.submitEvent.useMutation();
  const categories = useCategories("event");
  const form = usePublicForm({
    name: "event",
    read: (fields) => publicForms.event.read(fields, shownTimezone()),
    send: async (input) => {
      try {
        await send.mutateAsync(input);
        setPhoto(null);
      } finally {
        renew();
      }
    },
  });
  const { values, errors } = form;
  const field = bindFields(values, errors);

  if (form.sent)
    return <SubmissionSent name="event" what="event" email={form.sent.organizerEmail} onAnother={form.again} />;

  return (
    <PublicForm name="event" state={form} label="Submit an event">
      <TextField {...field("title")} label="Event title" required />
      <TextareaField
        {...field("description")}
        label="Description"
        description="What happens, who it is for, and whether it costs anything."
        rows={4}
        required
      />
      <SimpleGridMarkup cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          {...field("day")}
          type="date"
          error={errors.date}
          label="Date"
          description={`${zoneDisplayName(shownTimezone())}, the valley's own time`}
          required
        />
        <TextField
          {...field("time")}
          type="time"
          error={Boolean(errors.date)}
          label="Start time"
          description="For example 6:30 PM"
          required
        />
        <TextField {...field("location")} label="Location" required />
        <SelectField {...field("category")} label="Category" choices={categoryChoices(categories)} required />
        <SenderFields
          name={field("organizerName")}
          email={field("organizerEmail")}
          writeAbout="when the event is published"
        />
      </SimpleGridMarkup>
      <SimpleGridMarkup cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField {...field("website")} label="Website (optional)" placeholder="ojaifolk.example" autoComplete="url" />
        <TextField {...field("cost")} label="Cost (optional)" placeholder="Free, or $10 at the door" />
      </SimpleGridMarkup>
      <SubmissionPhotoField value={photo} onChange={setPhoto} formToken={token} shownWith="your event" />
      <SpamCheckFields token={token} />
      <SubmitButton loading={form.pending}>Submit event</SubmitButton>
    </PublicForm>
  );
}
