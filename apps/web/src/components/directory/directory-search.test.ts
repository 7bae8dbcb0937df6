import { describe, expect, it } from "vitest";
import { validateDirectorySearch } from "./directory-search.ts";

describe("directory search params", () => {
  it("keeps the trimmed search text and a known group", () => {
    expect(validateDirectorySearch({ search: "  coffee ", category: "Dining" })).toEqual({
      search: "coffee",
      category: "Dining",
    });
  });

  it("drops an empty search, an unknown group and values that are not text", () => {
    expect(validateDirectorySearch({ search: "   ", category: "Spaceships" })).toEqual({
      search: undefined,
      category: undefined,
    });
    expect(validateDirectorySearch({ search: 5, category: ["Dining"] })).toEqual({
      search: undefined,
      category: undefined,
    });
  });

  it("caps the search text at 200 characters", () => {
    expect(validateDirectorySearch({ search: "x".repeat(500) }).search).toHaveLength(200);
  });
});
