// The confirmation of a sent submission: what happens next, and a way to send another.
import type { PublicFormName } from "@chamber/core";
import { FormSent } from "#web/components/forms/FormSent.tsx";
import { TextMarkup } from "#web/components/ui/mantine-markup.tsx";

export function SubmissionSent({
  name,
  what,
  email,
  onAnother,
}: {
  name: PublicFormName;
  what: string;
  /** The address given, when the script sent the form (a posted form's redirect does not carry it). */
  email: string | undefined;
  onAnother: () => void;
}) {
  return (
    <FormSent name={name} title={`Thank you! Your ${what} was received.`} another="Send another" onAnother={onAnother}>
      <TextMarkup size="sm">
        Chamber staff review every submission before it appears on the site, usually within two business days. We will
        write to {email ? <strong>{email.trim()}</strong> : "the address you gave"} once it is published, or to tell you
        why it was not.
      </TextMarkup>
    </FormSent>
  );
}
