// The place on a business's page for what a visitor can do about the listing beyond reaching the
// business: "Is this your business?" (a claim, helper "claims") and "Send a message" (an inquiry,
// helper "reach") fill it. Until then it draws nothing.
import type { PageBusiness } from "./page-business.ts";

export function BusinessPageActions(_props: { business: PageBusiness }) {
  return (
    <>
      {/* ClaimListing: helper claims — "Is this your business?" */}
      {/* SendMessage: helper reach — "Send a message" */}
    </>
  );
}
