// "Is this your business?" on a business's page (docs/product.md "Claims and members"): a name and
// an e-mail. An address that matches the listing gets a link that gives access at once; any other
// waits for the chamber's staff. The answer is the same either way (the API tells no more), so the
// confirmation says both. A plain form first, posted to the page it is on without a script
// (apps/server/src/forms/form-posts.ts); it keeps what was typed and opens by itself when the
// server answers it. A business's page is kept by the page cache, so it carries no form token: as
// with "Send a message", a post without a script comes back with one, and the second press sends.
import { publicForms } from "@chamber/core";
import { TextField } from "#web/components/forms/FieldMarkup.tsx";
import { FormSent } from "#web/components/forms/FormSent.tsx";
import { bindFields } from "#web/components/forms/field-binding.ts";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { SubmitButton } from "#web/components/forms/SubmitButton.tsx";
import { SpamCheckFields } from "#web/components/submissions/SpamCheckFields.tsx";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { trpc } from "#web/lib/trpc.ts";
import classes from "./ClaimForm.module.css";
import { useListingForm } from "./use-listing-form.ts";

export interface ClaimFormProps {
  businessId: number;
  businessName: string;
}

export function ClaimForm({ businessId, businessName }: ClaimFormProps) {
  const send = trpc.claim.submit.useMutation();
  const { form, token } = useListingForm({
    name: "claim",
    ...publicForms.claim,
    send: (input) => send.mutateAsync(input),
  });
  const field = bindFields(form.values, form.errors);
  const answered = Boolean(form.sent || form.problem || Object.keys(form.errors).length > 0);

  return (
    <details className={classes.claim} open={answered || undefined}>
      <summary className={classes.summary}>Is this your business?</summary>
      <div className={classes.body}>
        {form.sent ? (
          <FormSent name="claim" title="Check your e-mail" another="Send another claim" onAnother={form.again}>
            <TextMarkup size="sm">
              Thank you. If your address matches the listing's e-mail or website, we sent you a link that lets you edit
              this listing at once (it works for 15 minutes). Otherwise the chamber's staff will review your claim and
              write to you.
            </TextMarkup>
          </FormSent>
        ) : (
          <PublicForm name="claim" state={form} label={`Claim ${businessName}`}>
            <TextMarkup size="sm">
              Manage this listing: keep its details and opening hours current, add photos and read the messages visitors
              send. Use the listing's e-mail, or an address at its website's domain, to get access at once.
            </TextMarkup>
            <input type="hidden" name="businessId" value={businessId} />
            <SimpleGridMarkup cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField {...field("name")} label="Your name" autoComplete="name" required />
              <TextField {...field("email")} type="email" label="Your e-mail" autoComplete="email" required />
            </SimpleGridMarkup>
            <SpamCheckFields token={token} />
            <SubmitButton disabled={form.pending}>{form.pending ? "Sending..." : "Claim this listing"}</SubmitButton>
          </PublicForm>
        )}
      </div>
    </details>
  );
}
