import { describe, expect, it } from "vitest";
import {
  articleStatus,
  categoriesOf,
  clampPage,
  countLabel,
  eventTime,
  listingStatus,
  matchesQuery,
  pageCount,
  pageOfIndex,
  pageSlice,
} from "./list-view.ts";

const now = new Date("2026-06-15T12:00:00.000Z");
const before = "2026-06-15T11:59:59.999Z";
const after = "2026-06-15T12:00:00.001Z";

describe("listingStatus", () => {
  it("is draft when unpublished, whatever its dates", () => {
    expect(listingStatus({ published: false, publishedAt: after, unlistAt: before }, now)).toBe("draft");
  });
  it("is scheduled while the publish date is ahead", () => {
    expect(listingStatus({ published: true, publishedAt: after, unlistAt: null }, now)).toBe("scheduled");
  });
  it("is unlisted from the unlist instant on", () => {
    expect(listingStatus({ published: true, publishedAt: null, unlistAt: now.toISOString() }, now)).toBe("unlisted");
  });
  it("is published otherwise, an empty flag counting as published", () => {
    expect(listingStatus({ published: null, publishedAt: before, unlistAt: after }, now)).toBe("published");
  });
});

describe("articleStatus and eventTime", () => {
  it("schedules an article dated later and publishes one dated now", () => {
    expect(articleStatus({ publishedAt: after }, now)).toBe("scheduled");
    expect(articleStatus({ publishedAt: now }, now)).toBe("published");
  });
  it("calls an event past at its own start", () => {
    expect(eventTime({ date: after }, now)).toBe("upcoming");
    expect(eventTime({ date: now.toISOString() }, now)).toBe("past");
  });
});

describe("matchesQuery", () => {
  it("matches every word anywhere in the item's text, ignoring case", () => {
    expect(matchesQuery(["Ojai Coffee Roasters", "Fresh beans"], "coffee BEANS")).toBe(true);
    expect(matchesQuery(["Ojai Coffee Roasters", null], "coffee tea")).toBe(false);
  });
  it("matches everything without a query", () => {
    expect(matchesQuery(["x"], undefined)).toBe(true);
    expect(matchesQuery(["x"], "   ")).toBe(true);
  });
});

describe("pages", () => {
  it("counts at least one page, even for an empty list", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
  });
  it("brings a page past the end back to the last page", () => {
    expect(clampPage(9, 25, 12)).toBe(3);
    expect(clampPage(undefined, 25, 12)).toBe(1);
  });
  it("slices one page and finds the page of an index", () => {
    const items = Array.from({ length: 25 }, (_, index) => index);
    expect(pageSlice(items, 3, 12)).toEqual([24]);
    expect(pageOfIndex(11, 12)).toBe(1);
    expect(pageOfIndex(12, 12)).toBe(2);
  });
});

describe("countLabel and categoriesOf", () => {
  const noun = { one: "business", many: "businesses" };
  it("says how many of how many", () => {
    expect(countLabel(253, 253, noun)).toBe("253 businesses");
    expect(countLabel(12, 253, noun)).toBe("12 of 253 businesses");
    expect(countLabel(1, 1, noun)).toBe("1 business");
  });
  it("lists each category once, sorted, ignoring case", () => {
    expect(categoriesOf(["retail", "Dining", "Retail", "", "arts"])).toEqual(["arts", "Dining", "retail"]);
  });
});
