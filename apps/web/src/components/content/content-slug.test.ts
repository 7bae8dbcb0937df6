import { describe, expect, it } from "vitest";
import { contentSlug, withoutLeadingTitle } from "./content-slug.ts";

describe("contentSlug", () => {
  it("prefers the route parameter", () => {
    expect(contentSlug("about-ojai-valley", "/page/about-ojai-valley")).toBe("about-ojai-valley");
  });

  it("falls back to the path without its leading (and trailing) slash", () => {
    expect(contentSlug(undefined, "/membership-benefits")).toBe("membership-benefits");
    expect(contentSlug(undefined, "/business-resources/")).toBe("business-resources");
  });
});

describe("withoutLeadingTitle", () => {
  it("drops a first heading that repeats the page title, whatever its case", () => {
    expect(withoutLeadingTitle("# Membership Benefits\n\nJoin us.", "membership benefits").trim()).toBe("Join us.");
  });

  it("keeps a first heading that says something else", () => {
    const content = "# Levels\n\nThree of them.";
    expect(withoutLeadingTitle(content, "Membership Benefits")).toBe(content);
  });

  it("keeps content that opens with text or a lower heading", () => {
    expect(withoutLeadingTitle("Intro.\n# Membership Benefits", "Membership Benefits")).toBe(
      "Intro.\n# Membership Benefits",
    );
    expect(withoutLeadingTitle("## Membership Benefits\n", "Membership Benefits")).toBe("## Membership Benefits\n");
  });
});
