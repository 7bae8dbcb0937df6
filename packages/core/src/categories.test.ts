import { describe, expect, it } from "vitest";
import {
  businessCategoryPresets,
  businessGroupOf,
  eventCategoryPresets,
  eventFilterOf,
  joinCategory,
  parseBusinessGroup,
  splitCategory,
} from "./categories.ts";

describe("businessGroupOf (docs/architecture.md §6)", () => {
  it.each([
    ["dining", "Dining"],
    ["restaurant", "Dining"],
    ["Cafe", "Dining"],
    ["retail", "Retail"],
    ["SHOP", "Retail"],
    ["services", "Services"],
    ["service", "Services"],
    ["professional", "Services"],
    ["healthcare", "Services"],
    ["arts", "Arts"],
    ["art", "Arts"],
    [" Gallery ", "Arts"],
  ])("puts %j in %s", (category, group) => {
    expect(businessGroupOf(category)).toBe(group);
  });

  it("leaves a category outside every group ungrouped", () => {
    expect(businessGroupOf("bakery")).toBeNull();
    expect(businessGroupOf("other")).toBeNull();
    expect(businessGroupOf("")).toBeNull();
  });
});

describe("parseBusinessGroup", () => {
  it("reads a group name in any case", () => {
    expect(parseBusinessGroup("Dining")).toBe("Dining");
    expect(parseBusinessGroup("dining")).toBe("Dining");
    expect(parseBusinessGroup(" SERVICES ")).toBe("Services");
    expect(parseBusinessGroup("arts")).toBe("Arts");
  });

  it("answers null for anything that is not a group name", () => {
    expect(parseBusinessGroup("restaurant")).toBeNull();
    expect(parseBusinessGroup("All")).toBeNull();
    expect(parseBusinessGroup("")).toBeNull();
  });
});

describe("eventFilterOf", () => {
  it("matches the public event filters ignoring case", () => {
    expect(eventFilterOf("festival")).toBe("Festival");
    expect(eventFilterOf("BUSINESS")).toBe("Business");
    expect(eventFilterOf("workshop")).toBeNull();
  });
});

describe("splitCategory / joinCategory (docs/product.md §3)", () => {
  it("selects a preset as itself", () => {
    expect(splitCategory("restaurant", businessCategoryPresets)).toEqual({
      category: "restaurant",
      customCategory: "",
    });
  });

  it("opens a stored category outside the presets as other, with the text filled in", () => {
    expect(splitCategory("Bakery", businessCategoryPresets)).toEqual({ category: "other", customCategory: "Bakery" });
    expect(splitCategory("Parade", eventCategoryPresets)).toEqual({ category: "other", customCategory: "Parade" });
  });

  it("sends the custom text when other is chosen, the preset otherwise", () => {
    expect(joinCategory("other", "  Bakery ")).toBe("Bakery");
    expect(joinCategory("retail", "ignored")).toBe("retail");
  });

  it.each(["restaurant", "healthcare", "Bakery", "Wine tasting"])("round-trips %j through the form", (stored) => {
    const { category, customCategory } = splitCategory(stored, businessCategoryPresets);
    expect(joinCategory(category, customCategory)).toBe(stored);
  });
});
