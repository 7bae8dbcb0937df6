import { describe, expect, it } from "vitest";
import { validateDirectorySearch } from "./directory-search.ts";

describe("directory search params", () => {
  it("keeps the trimmed search text and the category (checked against the list by the page)", () => {
    expect(validateDirectorySearch({ search: "  coffee ", category: "Dining" })).toEqual({
      search: "coffee",
      category: "Dining",
      open: undefined,
      page: undefined,
    });
  });

  it("drops an empty search, an empty category and values that are not text", () => {
    expect(validateDirectorySearch({ search: "   ", category: "  " })).toEqual({
      search: undefined,
      category: undefined,
      open: undefined,
      page: undefined,
    });
    expect(validateDirectorySearch({ search: 5, category: ["Dining"] })).toEqual({
      search: undefined,
      category: undefined,
      open: undefined,
      page: undefined,
    });
  });

  it("caps the search text at 200 characters", () => {
    expect(validateDirectorySearch({ search: "x".repeat(500) }).search).toHaveLength(200);
  });

  it("keeps a page from 2 up, with the filters it pages through", () => {
    expect(validateDirectorySearch({ category: "Arts", page: "3" })).toEqual({
      search: undefined,
      category: "Arts",
      open: undefined,
      page: 3,
    });
    expect(validateDirectorySearch({ search: "inn", page: 2 })).toMatchObject({ search: "inn", page: 2 });
  });

  it("keeps the Open now filter only as open=now", () => {
    expect(validateDirectorySearch({ open: "now", category: "Dining" })).toMatchObject({
      open: "now",
      category: "Dining",
    });
    for (const open of ["NOW", "yes", "true", ["now"], undefined]) {
      expect(validateDirectorySearch({ open })).toHaveProperty("open", undefined);
    }
  });

  it("reads page 1, a bad page and a missing one as the first page, and always returns the key", () => {
    for (const page of ["1", "0", "-1", "abc", "2.5", undefined]) {
      const parsed = validateDirectorySearch({ page });
      expect(parsed).toHaveProperty("page", undefined);
    }
  });
});
