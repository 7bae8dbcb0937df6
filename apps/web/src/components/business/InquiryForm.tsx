// "Send a message" on a business's page (docs/product.md "Inquiries"): name, e-mail and message,
// checked by the shared inquiryInput schema, protected like the public submissions (the form token
// and the honeypot of SpamCheckFields). A plain form first: without a script it posts to the page
// it is on (/directory/{slug}), which answers with the confirmation or the form again with what was
// typed (apps/server/src/forms/form-posts.ts); from a cached page, which carries no form token, the
// first post comes back with one and the second sends. The visitor never sees the member's address: the
// business answers by replying to the mail, which goes to the address given here.
import { publicForms } from "@chamber/core";
import { TextareaField, TextField } from "#web/components/forms/FieldMarkup.tsx";
import { FormSent } from "#web/components/forms/FormSent.tsx";
import { bindFields } from "#web/components/forms/field-binding.ts";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { SubmitButton } from "#web/components/forms/SubmitButton.tsx";
import { SpamCheckFields } from "#web/components/submissions/SpamCheckFields.tsx";
import { TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { trpc } from "#web/lib/trpc.ts";
import { useListingForm } from "./use-listing-form.ts";

export interface InquiryFormProps {
  businessId: number;
  businessName: string;
}

export function InquiryForm({ businessId, businessName }: InquiryFormProps) {
  const send = trpc.inquiry.send.useMutation();
  const { form, token } = useListingForm({
    name: "inquiry",
    read: publicForms.inquiry.read,
    send: (input) => send.mutateAsync(input),
  });
  const field = bindFields(form.values, form.errors);

  if (form.sent)
    return (
      <FormSent name="inquiry" title="Message sent" another="Send another message" onAnother={form.again}>
        <TextMarkup size="sm">{businessName} will answer you by e-mail, at the address you gave.</TextMarkup>
      </FormSent>
    );

  return (
    <PublicForm name="inquiry" state={form} label={`Send a message to ${businessName}`}>
      <TitleMarkup order={2} size="h4" mt="lg">
        Send a message
      </TitleMarkup>
      <input type="hidden" name="businessId" value={businessId} />
      <TextField {...field("name")} label="Your name" autoComplete="name" required />
      <TextField
        {...field("email")}
        type="email"
        label="Your email"
        description="The business answers you here."
        autoComplete="email"
        required
      />
      <TextareaField {...field("message")} label="Message" rows={5} required />
      <SpamCheckFields token={token} />
      <SubmitButton loading={form.pending}>Send message</SubmitButton>
    </PublicForm>
  );
}
