import { describe, expect, test } from "vitest";
import { listingDiff } from "./listing-diff.ts";

describe("listingDiff", () => {
  test("names only the fields that changed, with their old and new values", () => {
    expect(
      listingDiff(
        { name: "Old", phone: "1", website: null, hours: { weekly: { mon: [] }, note: "x" } },
        { name: "New", phone: "1", website: undefined, hours: { note: "x", weekly: { mon: [] } } },
      ),
    ).toEqual({ name: { from: "Old", to: "New" } });
  });

  test("null and absent are the same; a value set where there was none is a change", () => {
    expect(listingDiff({ email: null }, { email: null, social: null })).toEqual({});
    expect(listingDiff({}, { email: "a@b.example" })).toEqual({ email: { from: null, to: "a@b.example" } });
  });
});
