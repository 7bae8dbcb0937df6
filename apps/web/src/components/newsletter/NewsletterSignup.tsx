// The newsletter signup (docs/product.md §5, §8): one labelled email field validated by the shared schema,
// 'Subscribing...' while the request is out, and the confirmation in place of the form once sent,
// which asks them to confirm by the mailed link (double opt-in, docs/decisions/037).
// Without a script it posts to the page it is on (which answers that page with the result), and what
// was typed before the script took over stays typed (components/forms/use-public-form.ts).
import { publicForms } from "@chamber/core";
import { TextField } from "#web/components/forms/FieldMarkup.tsx";
import { FormSent } from "#web/components/forms/FormSent.tsx";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { usePublicForm } from "#web/components/forms/use-public-form.ts";
import { ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconMail } from "#web/components/ui/icons.ts";
import { GroupMarkup, StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { trpc } from "#web/lib/trpc.ts";

export interface NewsletterSignupProps {
  /** "stacked" puts the button under the field (narrow cards); "inline" beside it. */
  layout?: "stacked" | "inline";
}

export function NewsletterSignup({ layout = "stacked" }: NewsletterSignupProps) {
  const subscribe = trpc.newsletter.subscribe.useMutation();
  const form = usePublicForm({
    name: "newsletter",
    ...publicForms.newsletter,
    send: (input) => subscribe.mutateAsync(input),
  });

  if (form.sent)
    return (
      <FormSent
        name="newsletter"
        title="Successfully subscribed!"
        another="Subscribe another address"
        onAnother={form.again}
      >
        <TextMarkup size="sm">Confirm it by the link we mailed you.</TextMarkup>
      </FormSent>
    );

  const field = (
    <TextField
      name="email"
      defaultValue={form.values.email}
      error={form.errors.email}
      type="email"
      label="Email address"
      placeholder="you@example.com"
      autoComplete="email"
      leftSection={<IconMail size={16} aria-hidden="true" />}
      required
      style={layout === "inline" ? { flex: 1, minWidth: 220 } : undefined}
    />
  );
  const button = (
    <ButtonMarkup type="submit" disabled={form.pending}>
      {form.pending ? "Subscribing..." : "Subscribe"}
    </ButtonMarkup>
  );

  return (
    <PublicForm name="newsletter" state={form} label="Newsletter signup">
      {layout === "inline" ? (
        <GroupMarkup align="flex-end" gap="sm" wrap="wrap">
          {field}
          {button}
        </GroupMarkup>
      ) : (
        <StackMarkup gap="sm">
          {field}
          {button}
        </StackMarkup>
      )}
    </PublicForm>
  );
}
