// The contact form (docs/product.md §5, §8): five required fields checked by the shared `contactInput`
// schema with inline errors, 'Sending...' while the request is out, and the confirmation in place of the
// form once sent. It is a plain form first (posted to /contact without a script) whose fields keep what
// was typed when the script takes over (components/forms/use-public-form.ts).
import { contactSubjects, publicForms } from "@chamber/core";
import { SelectField, TextareaField, TextField } from "#web/components/forms/FieldMarkup.tsx";
import { FormSent } from "#web/components/forms/FormSent.tsx";
import { bindFields } from "#web/components/forms/field-binding.ts";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { SubmitButton } from "#web/components/forms/SubmitButton.tsx";
import { usePublicForm } from "#web/components/forms/use-public-form.ts";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { trpc } from "#web/lib/trpc.ts";

const subjectChoices = [{ value: "", label: "Select a subject", disabled: true }, ...contactSubjects];

export function ContactForm() {
  const send = trpc.contact.send.useMutation();
  const form = usePublicForm({ name: "contact", ...publicForms.contact, send: (input) => send.mutateAsync(input) });
  const { values, errors } = form;
  const field = bindFields(values, errors);

  if (form.sent)
    return (
      <FormSent name="contact" title="Message sent successfully!" another="Send another message" onAnother={form.again}>
        <TextMarkup size="sm">We'll get back to you as soon as possible.</TextMarkup>
      </FormSent>
    );

  return (
    <PublicForm name="contact" state={form} label="Contact form">
      <SimpleGridMarkup cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField {...field("firstName")} label="First Name" autoComplete="given-name" required />
        <TextField {...field("lastName")} label="Last Name" autoComplete="family-name" required />
      </SimpleGridMarkup>
      <TextField {...field("email")} type="email" label="Email" autoComplete="email" required />
      <SelectField {...field("subject")} label="Subject" choices={subjectChoices} required />
      <TextareaField {...field("message")} label="Message" rows={5} required />
      <SubmitButton disabled={form.pending}>{form.pending ? "Sending..." : "Send Message"}</SubmitButton>
    </PublicForm>
  );
}
