import { describe, expect, it } from "vitest";
import { parseAdminListSearch } from "./list-search.ts";

describe("parseAdminListSearch", () => {
  it("keeps a search, the filters and the page as the URL gives them", () => {
    expect(
      parseAdminListSearch({ q: "oak", status: "scheduled", category: "Retail", when: "past", page: "3" }),
    ).toEqual({ q: "oak", status: "scheduled", category: "Retail", when: "past", page: 3 });
  });

  it("takes numbers the router has already parsed", () => {
    expect(parseAdminListSearch({ page: 7, subPage: 2, q: 42 })).toEqual({ page: 7, subPage: 2, q: "42" });
  });

  it("leaves out the defaults so a plain tab keeps a plain URL", () => {
    expect(parseAdminListSearch({ q: "", page: 1, subPage: "1", category: "   " })).toEqual({});
  });

  it("drops an unknown status or time rather than failing the page", () => {
    expect(parseAdminListSearch({ status: "deleted", when: "tomorrow" })).toEqual({});
  });

  it("drops a page that is not a whole number from 2 up", () => {
    for (const page of ["0", "-2", "2.5", "two", "", null, true, 1e9]) {
      expect(parseAdminListSearch({ page })).toEqual({});
    }
  });

  it("keeps the table display and nothing else there", () => {
    expect(parseAdminListSearch({ display: "table" })).toEqual({ display: "table" });
    expect(parseAdminListSearch({ display: "cards" })).toEqual({});
  });

  it("drops keys it does not know", () => {
    expect(parseAdminListSearch({ tab: "events", q: "mixer" })).toEqual({ q: "mixer" });
  });

  it("cuts a very long search instead of refusing it", () => {
    expect(parseAdminListSearch({ q: "x".repeat(500) }).q).toHaveLength(200);
  });
});
