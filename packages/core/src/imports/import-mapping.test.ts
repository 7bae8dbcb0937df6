// The guessed mapping for the exports chambers move in from, and for our own field names.
import { describe, expect, test } from "vitest";
import { guessImportMapping } from "./import-mapping.ts";

describe("guessImportMapping", () => {
  test("a GrowthZone/ChamberMaster member export", () => {
    const headers = [
      "Member Name",
      "Categories",
      "Address 1",
      "Address 2",
      "City",
      "State",
      "Zip",
      "Main Phone",
      "Web Site",
      "Email Address",
      "Primary Contact",
    ];
    expect(guessImportMapping(headers)).toEqual({
      name: "Member Name",
      category: "Categories",
      address: "Address 1",
      address2: "Address 2",
      city: "City",
      state: "State",
      zip: "Zip",
      phone: "Main Phone",
      website: "Web Site",
      email: "Email Address",
      contactName: "Primary Contact",
    });
  });

  test("the WordPress Business Directory Plugin's CSV", () => {
    const headers = [
      "Business Name",
      "Business Genre",
      "Business Description",
      "Business Website Address",
      "Business Phone Number",
      "Business Contact Email",
      "Business Address",
      "ZIP Code",
    ];
    expect(guessImportMapping(headers)).toEqual({
      name: "Business Name",
      category: "Business Genre",
      description: "Business Description",
      website: "Business Website Address",
      phone: "Business Phone Number",
      email: "Business Contact Email",
      address: "Business Address",
      zip: "ZIP Code",
    });
  });

  test("our own field names, in any case and spacing; a column fills one field only", () => {
    expect(
      guessImportMapping(["name", "WEBSITE", "e-mail", "Facebook", "Twitter", "Latitude", "Lng", "Notes"]),
    ).toEqual({
      name: "name",
      website: "WEBSITE",
      email: "e-mail",
      facebook: "Facebook",
      x: "Twitter",
      latitude: "Latitude",
      longitude: "Lng",
    });
    expect(guessImportMapping(["Organization", "Company"])).toEqual({ name: "Organization" });
  });
});
