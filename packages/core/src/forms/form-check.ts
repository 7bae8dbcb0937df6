// The schema that checks each public form's input, and the check itself. A schema module
// (@chamber/core/schemas) while public-forms.ts is a helper: a form's page needs the schemas only
// when a form is sent, so the browser loads this module then with a dynamic import (see
// apps/web/src/components/forms/use-public-form.ts) instead of with the page. The procedures check
// the same schemas again on the server.
import { z } from "zod";
import { contactInput } from "../contact/contact.ts";
import { manageTokenParam, registrationInput } from "../events/registration.ts";
import { inquiryInput } from "../inquiries/inquiry.ts";
import { memberSignInInput } from "../members/account.ts";
import { claimInput } from "../members/claims.ts";
import { newsletterInput } from "../newsletter/newsletter.ts";
import { businessSubmissionInput, eventSubmissionInput } from "../submissions/submission.ts";
import { type FieldErrors, firstErrors, type PublicFormName } from "./public-forms.ts";

export const publicFormSchemas: Record<PublicFormName, z.ZodType> = {
  contact: contactInput,
  newsletter: newsletterInput,
  event: eventSubmissionInput,
  listing: businessSubmissionInput,
  memberSignIn: memberSignInInput,
  claim: claimInput,
  inquiry: inquiryInput,
  registration: registrationInput,
  registrationCancel: manageTokenParam,
};

/** A form's input checked by its schema: the errors per field, none when it may be sent. */
export function checkForm(name: PublicFormName, input: unknown): FieldErrors {
  const parsed = publicFormSchemas[name].safeParse(input);
  return parsed.success ? {} : firstErrors(z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
}
