// A visitor's listing as the public form sends it, for the tests that submit or approve one.
export const listingSubmission = {
  name: "Topa Topa Bikes",
  description: "Rentals and repairs by the trail.",
  category: "retail",
  address: "312 E Ojai Ave",
  phone: "(805) 555-0188",
  contactName: "Sam Ortiz",
  contactEmail: "sam@example.com",
};
