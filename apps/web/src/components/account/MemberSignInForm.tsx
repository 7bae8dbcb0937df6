// The member's sign-in form (/account/sign-in): one e-mail field. A plain form first (posted to
// /account/sign-in without a script, apps/server forms/form-posts.ts), sent through the API once the
// script runs. Either way the answer is the same "Check your e-mail", whether or not the address is
// a member's: the form tells no one who is.
import { publicForms } from "@chamber/core";
import { TextField } from "#web/components/forms/FieldMarkup.tsx";
import { FormSent } from "#web/components/forms/FormSent.tsx";
import { bindFields } from "#web/components/forms/field-binding.ts";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { SubmitButton } from "#web/components/forms/SubmitButton.tsx";
import { usePublicForm } from "#web/components/forms/use-public-form.ts";
import { TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { trpc } from "#web/lib/trpc.ts";

export function MemberSignInForm() {
  const signIn = trpc.account.signIn.useMutation();
  const form = usePublicForm({
    name: "memberSignIn",
    ...publicForms.memberSignIn,
    send: (input) => signIn.mutateAsync(input),
  });
  const field = bindFields(form.values, form.errors);

  if (form.sent)
    return (
      <FormSent name="memberSignIn" title="Check your e-mail" another="Send another link" onAnother={form.again}>
        <TextMarkup size="sm">
          If that address belongs to a member, a sign-in link is on its way. It works once, for 15 minutes. No e-mail?
          Check your spam folder, or ask the chamber's staff which address your listing is under.
        </TextMarkup>
      </FormSent>
    );

  return (
    <PublicForm name="memberSignIn" state={form} label="Sign in">
      <TextField {...field("email")} type="email" label="Your e-mail" autoComplete="email" required />
      <SubmitButton disabled={form.pending}>{form.pending ? "Sending..." : "E-mail me a sign-in link"}</SubmitButton>
    </PublicForm>
  );
}
