import { describe, expect, test } from "vitest";
import { type AccountBusiness, accountListingInput, accountListingValues } from "./account-listing-form.ts";

const image = { id: 7, url: "/images/7-a-640.webp", width: 640, height: 480 } as AccountBusiness["listing"]["image"];

const business = (changes: Record<string, { from: unknown; to: unknown }> | null) =>
  ({
    listing: {
      id: 1,
      name: "Ojai Olive Press",
      description: "Oil.",
      category: "Dining",
      address: "1333 Ojai Rd",
      phone: "(805) 555-0177",
      website: null,
      email: null,
      image,
      hours: null,
      social: null,
    },
    pendingChange: changes && { id: 3, sentAt: "2026-11-26T10:00:00.000Z", by: "Rosa", changes },
  }) as unknown as AccountBusiness;

describe("the member's listing form", () => {
  test("starts from the published listing when nothing waits, and sends it back as it was", () => {
    const values = accountListingValues(business(null));
    expect(values).toMatchObject({ name: "Ojai Olive Press", website: "", image, waitingPhoto: null });
    expect(accountListingInput(values)).toMatchObject({ website: null, email: null, imageId: 7, hours: null });
  });

  test("starts from the waiting change, keeping its photo until another is chosen", () => {
    const values = accountListingValues(
      business({ name: { from: "Ojai Olive Press", to: "Ojai Olive Mill" }, imageId: { from: 7, to: 9 } }),
    );
    expect(values.name).toBe("Ojai Olive Mill");
    expect(accountListingInput(values).imageId).toBe(9);
    expect(accountListingInput({ ...values, image: null }).imageId).toBeNull();
  });
});
