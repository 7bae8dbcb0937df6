import { describe, expect, it } from "vitest";
import { validateEventsSearch } from "./events-search.ts";

describe("events search params", () => {
  it("keeps a known filter", () => {
    expect(validateEventsSearch({ category: "Festival" })).toEqual({ category: "Festival" });
  });

  it("falls back to all events for an unknown or missing filter, and always returns the key", () => {
    expect(validateEventsSearch({ category: "festival" })).toEqual({ category: undefined });
    expect(validateEventsSearch({})).toHaveProperty("category", undefined);
  });
});
