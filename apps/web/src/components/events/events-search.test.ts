import { describe, expect, it } from "vitest";
import { validateEventsSearch } from "./events-search.ts";

describe("events search params", () => {
  it("keeps a known filter", () => {
    expect(validateEventsSearch({ category: "Festival" })).toEqual({ category: "Festival", page: undefined });
  });

  it("falls back to all events for an empty or missing filter, and always returns the key", () => {
    expect(validateEventsSearch({ category: " " })).toMatchObject({ category: undefined });
    expect(validateEventsSearch({ category: 3 })).toMatchObject({ category: undefined });
    expect(validateEventsSearch({})).toHaveProperty("category", undefined);
  });

  it("keeps a page from 2 up and reads anything else as the first page, always returning the key", () => {
    expect(validateEventsSearch({ category: "Business", page: "2" })).toEqual({ category: "Business", page: 2 });
    expect(validateEventsSearch({ page: 7 })).toEqual({ category: undefined, page: 7 });
    for (const page of ["1", "0", "x", "-4", undefined]) {
      expect(validateEventsSearch({ page })).toHaveProperty("page", undefined);
    }
  });

  it("keeps upcoming or past, and reads anything else as both, always returning the key", () => {
    expect(validateEventsSearch({ when: "past" })).toMatchObject({ when: "past" });
    expect(validateEventsSearch({ when: "upcoming" })).toMatchObject({ when: "upcoming" });
    expect(validateEventsSearch({ when: "later" })).toHaveProperty("when", undefined);
  });

  it("keeps a named day range, and a date range put the right way round", () => {
    expect(validateEventsSearch({ when: "weekend" })).toMatchObject({ when: "weekend" });
    expect(validateEventsSearch({ from: "2026-12-01", to: "2026-12-05" })).toMatchObject({
      from: "2026-12-01",
      to: "2026-12-05",
    });
    expect(validateEventsSearch({ from: "2026-12-05", to: "2026-12-01" })).toMatchObject({
      from: "2026-12-01",
      to: "2026-12-05",
    });
    expect(validateEventsSearch({ from: "2026-02-30", to: "soon" })).toMatchObject({ from: undefined, to: undefined });
  });
});
