import { describe, expect, it } from "vitest";
import { categoryChoices, categoryFilter } from "./categories.ts";

const list = [
  { id: 1, kind: "business" as const, name: "Dining", slug: "dining", position: 0 },
  { id: 2, kind: "business" as const, name: "Health & Wellness", slug: "health-wellness", position: 1 },
];

describe("category lists on the public pages", () => {
  it("reads a URL's filter as the category it names, by name or slug in any case", () => {
    expect(categoryFilter(list, "dining")).toBe("Dining");
    expect(categoryFilter(list, "health-wellness")).toBe("Health & Wellness");
  });

  it("reads a filter the list does not have, or no filter, as all", () => {
    expect(categoryFilter(list, "Spaceships")).toBeUndefined();
    expect(categoryFilter(list, undefined)).toBeUndefined();
    expect(categoryFilter(undefined, "Dining")).toBeUndefined();
  });

  it("offers the list in its order after a prompt that cannot be chosen", () => {
    expect(categoryChoices(list)).toEqual([
      { value: "", label: "Choose a category", disabled: true },
      { value: "Dining", label: "Dining" },
      { value: "Health & Wellness", label: "Health & Wellness" },
    ]);
  });
});
