// The answer to a registration the script sent, in place of the form: confirmed or on the waitlist,
// and the registrant's own link (also mailed). Without a script the post leads to that link's page,
// which says the same (routes/registrations.$token.tsx).
import type { RegistrationReceipt } from "@chamber/core/schemas";
import { FormSent } from "#web/components/forms/FormSent.tsx";
import { AnchorMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { receiptTitle } from "./registration-words.ts";

export function RegistrationAnswer({ receipt, onAnother }: { receipt: RegistrationReceipt; onAnother: () => void }) {
  return (
    <FormSent
      name="registration"
      title={receiptTitle(receipt.status)}
      another="Register someone else"
      onAnother={onAnother}
    >
      <TextMarkup size="sm">
        <AnchorMarkup href={receipt.manageUrl} data-testid="registration-manage-link">
          See or cancel your registration
        </AnchorMarkup>{" "}
        — the link is in the e-mail too.
      </TextMarkup>
    </FormSent>
  );
}
