// The contact form (docs/product.md §5, §8): five required fields checked by the shared `contactInput`
// schema with inline errors, 'Sending...' while the request is out, and the confirmation in place of the
// form once sent. It is a plain form first (posted to /contact without a script) whose fields keep what
// was typed when the script takes over (components/forms/use-public-form.ts).
import { contactSubjects, publicForms } from "@chamber/core";
import { SelectField, TextareaField, TextField } from "#web/components/forms/FieldMarkup.tsx";
import { FormSent } from "#web/components/forms/FormSent.tsx";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { usePublicForm } from "#web/components/forms/use-public-form.ts";
import { ButtonMarkup } from "#web/components/page-markup/ButtonMarkup.tsx";
import { GroupMarkup, SimpleGridMarkup } from "#web/components/page-markup/layout-markup.tsx";
import { TextMarkup } from "#web/components/page-markup/text-markup.tsx";
import { IconSend } from "#web/components/ui/icons.ts";
import { trpc } from "#web/lib/trpc.ts";

const subjectChoices = [{ value: "", label: "Select a subject", disabled: true }, ...contactSubjects];

export function ContactForm() {
  const send = trpc.contact.send.useMutation();
  const form = usePublicForm({ name: "contact", ...publicForms.contact, send: (input) => send.mutateAsync(input) });
  const { values, errors } = form;

  if (form.sent)
    return (
      <FormSent name="contact" title="Message sent successfully!" another="Send another message" onAnother={form.again}>
        <TextMarkup size="sm">We'll get back to you as soon as possible.</TextMarkup>
      </FormSent>
    );

  return (
    <PublicForm name="contact" state={form} label="Contact form">
      <SimpleGridMarkup cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          name="firstName"
          defaultValue={values.firstName}
          error={errors.firstName}
          label="First Name"
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          defaultValue={values.lastName}
          error={errors.lastName}
          label="Last Name"
          autoComplete="family-name"
          required
        />
      </SimpleGridMarkup>
      <TextField
        name="email"
        defaultValue={values.email}
        error={errors.email}
        type="email"
        label="Email"
        autoComplete="email"
        required
      />
      <SelectField
        name="subject"
        defaultValue={values.subject ?? ""}
        error={errors.subject}
        label="Subject"
        choices={subjectChoices}
        required
      />
      <TextareaField
        name="message"
        defaultValue={values.message}
        error={errors.message}
        label="Message"
        rows={5}
        required
      />
      <GroupMarkup justify="flex-end">
        <ButtonMarkup
          type="submit"
          size="md"
          w={{ base: "100%", xs: "auto" }}
          disabled={form.pending}
          rightSection={<IconSend size={18} aria-hidden="true" />}
        >
          {form.pending ? "Sending..." : "Send Message"}
        </ButtonMarkup>
      </GroupMarkup>
    </PublicForm>
  );
}
