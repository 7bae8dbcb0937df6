import { describe, expect, it } from "vitest";
import { parsePageNumber } from "./page-number.ts";
import { pageCount, pageWindow } from "./page-window.ts";

describe("list page numbers", () => {
  it("reads ?page= from 2 up, as text or number", () => {
    expect(parsePageNumber("2")).toBe(2);
    expect(parsePageNumber(" 17 ")).toBe(17);
    expect(parsePageNumber(3)).toBe(3);
  });

  it("reads page 1, nonsense and absurd numbers as the first page (no page key)", () => {
    for (const raw of ["1", 1, "0", "-2", "2.5", 2.5, "two", "", "1e3", ["2"], null, undefined, "100001"]) {
      expect(parsePageNumber(raw), String(raw)).toBeUndefined();
    }
  });

  it("counts the pages a list fills, at least one", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(2000, 24)).toBe(84);
  });

  it("links the first, last, current and neighbouring pages, with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 84)).toEqual([1, 2, "gap", 84]);
    expect(pageWindow(40, 84)).toEqual([1, "gap", 39, 40, 41, "gap", 84]);
    expect(pageWindow(84, 84)).toEqual([1, "gap", 83, 84]);
    // A gap of one page shows the page instead.
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 9)).toEqual([1, "gap", 4, 5, 6, "gap", 9]);
  });
});
