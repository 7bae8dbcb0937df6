import { describe, expect, it } from "vitest";
import { contentSlug } from "./content-slug.ts";

describe("contentSlug", () => {
  it("prefers the route parameter", () => {
    expect(contentSlug("about-ojai-valley", "/page/about-ojai-valley")).toBe("about-ojai-valley");
  });

  it("falls back to the path without its leading (and trailing) slash", () => {
    expect(contentSlug(undefined, "/membership-benefits")).toBe("membership-benefits");
    expect(contentSlug(undefined, "/business-resources/")).toBe("business-resources");
  });
});
