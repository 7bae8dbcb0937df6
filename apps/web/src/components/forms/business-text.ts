// A business's own details (core's businessDetailKeys) as a form's boxes hold them: an absent
// website or e-mail is an empty box. Staff's business dialog and the public join form, which starts
// a change from the listing, fill their boxes from a business alike.
import type { Business, businessDetailKeys } from "@chamber/core/schemas";

/** Those details of a business, as the API answers them. */
export type BusinessText = Pick<Business, keyof typeof businessDetailKeys>;

export const businessTextValues = (business: BusinessText) => ({
  name: business.name,
  description: business.description,
  category: business.category,
  address: business.address,
  phone: business.phone,
  website: business.website ?? "",
  email: business.email ?? "",
});
