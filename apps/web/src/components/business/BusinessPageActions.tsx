// What a visitor can do about a listing beyond reaching the business: "Send a message" (an
// inquiry, for a business with an e-mail or a member) and "Is this your business?" (a claim). Both
// are plain forms that post to the page without a script (apps/server/src/forms/form-posts.ts).
import { ClaimForm } from "./ClaimForm.tsx";
import { InquiryForm } from "./InquiryForm.tsx";
import type { PageBusiness } from "./page-business.ts";

export function BusinessPageActions({ business }: { business: PageBusiness }) {
  return (
    <>
      {business.acceptsMessages ? <InquiryForm businessId={business.id} businessName={business.name} /> : null}
      <ClaimForm businessId={business.id} businessName={business.name} />
    </>
  );
}
