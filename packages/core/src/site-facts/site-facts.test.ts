import { describe, expect, test } from "vitest";
import { defaultSiteFacts, siteFactKeys, socialLinks, telHref } from "./site-facts.ts";
import { siteFactsFromSettings, siteFactsInput } from "./site-facts-schema.ts";

const rows = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("site facts", () => {
  test("reads each fact from its setting row", () => {
    const facts = siteFactsFromSettings(
      rows({
        [siteFactKeys.name]: "Ventura Chamber",
        [siteFactKeys.phone]: "+1 805 555 0199",
        [siteFactKeys.email]: "hello@ventura.example",
        [siteFactKeys.facebook]: "https://facebook.example/ventura",
      }),
    );
    expect(facts).toMatchObject({
      name: "Ventura Chamber",
      phone: "+1 805 555 0199",
      email: "hello@ventura.example",
      facebook: "https://facebook.example/ventura",
    });
  });

  test("a missing or invalid row falls back to the default; a social link without its row is absent", () => {
    const facts = siteFactsFromSettings(rows({ [siteFactKeys.email]: "not an address", [siteFactKeys.phone]: "" }));
    expect(facts.email).toBe(defaultSiteFacts.email);
    expect(facts.phone).toBe(defaultSiteFacts.phone);
    expect(facts.address).toBe(defaultSiteFacts.address);
    expect(facts.facebook).toBeNull();
    expect(socialLinks(facts)).toEqual([]);
  });

  test("an invalid social link is left out rather than linked", () => {
    const facts = siteFactsFromSettings(rows({ [siteFactKeys.instagram]: "javascript:alert(1)" }));
    expect(facts.instagram).toBeNull();
  });

  test("the form's input names the field that is wrong", () => {
    const result = siteFactsInput.safeParse({
      ...defaultSiteFacts,
      phone: "call us",
      email: "nope",
      name: "Two\nlines",
      facebook: "facebook.example/ours",
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(byField).toEqual({
      name: "Name must be one line",
      phone: "Enter a phone number, e.g. (805) 555-0100",
      email: "Enter a valid email address",
    });
    // A link typed without its scheme is completed, as in every other form.
    expect(siteFactsInput.parse({ ...defaultSiteFacts, facebook: "facebook.example/ours" }).facebook).toBe(
      "https://facebook.example/ours",
    );
  });

  test("a phone becomes a tel: link of its digits, in international form where it can", () => {
    expect(telHref("(805) 555-0100")).toBe("tel:+18055550100");
    expect(telHref("1 (805) 555-0100")).toBe("tel:+18055550100");
    expect(telHref("+1 805.555.0100")).toBe("tel:+18055550100");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("555-0100")).toBe("tel:5550100");
  });
});
