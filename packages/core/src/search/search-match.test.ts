import { describe, expect, it } from "vitest";
import { matchRanges, searchWords, splitByRanges, withinOneEdit } from "./search-match.ts";

describe("searchWords", () => {
  it("lower-cases, splits on spaces, drops repeats and keeps at most eight words", () => {
    expect(searchWords("  Ojai  COFFEE ojai ")).toEqual(["ojai", "coffee"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("withinOneEdit (the database's within_one_edit)", () => {
  it("accepts one letter changed, added, removed or two neighbours swapped", () => {
    for (const [a, b] of [
      ["cofee", "coffee"],
      ["coffee", "cofee"],
      ["coffea", "coffee"],
      ["cofefe", "coffee"],
      ["cafe", "cafe"],
      ["cofe", "cafe"],
      ["cafes", "cafe"],
    ] as const) {
      expect(withinOneEdit(a, b)).toBe(true);
    }
  });

  it("refuses two edits", () => {
    expect(withinOneEdit("cafe", "coffee")).toBe(false);
    expect(withinOneEdit("abc", "bca")).toBe(false);
    expect(withinOneEdit("hardwere", "herdwere")).toBe(true);
    expect(withinOneEdit("hardwxre", "herdware")).toBe(false);
  });
});

describe("matchRanges", () => {
  it("marks each word where it appears as typed, ignoring case, merged and in order", () => {
    expect(matchRanges("Ojai Coffee and coffee beans", ["coffee", "ojai"])).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 11 },
      { start: 16, end: 22 },
    ]);
    expect(matchRanges("100% Juice_Bar", ["0%", "e_b"])).toEqual([
      { start: 2, end: 4 },
      { start: 9, end: 12 },
    ]);
  });

  it("marks the word a typo or another ending was matched to", () => {
    expect(matchRanges("Ojai Coffee Roasters", ["cofee"])).toEqual([{ start: 5, end: 11 }]);
    expect(matchRanges("Sespe Gallery", ["galleries"])).toEqual([{ start: 6, end: 13 }]);
    expect(matchRanges("Sespe Gallery", ["teapot"])).toEqual([]);
  });

  it("matches one or two letters at the start of a word only", () => {
    expect(matchRanges("Ojai Coffee", ["co"])).toEqual([{ start: 5, end: 7 }]);
    expect(matchRanges("Taco", ["co"])).toEqual([]);
  });
});

describe("splitByRanges", () => {
  it("cuts text into plain and marked pieces, ignoring ranges outside the text", () => {
    expect(splitByRanges("Ojai Coffee", [{ start: 5, end: 11 }])).toEqual([
      { text: "Ojai ", marked: false },
      { text: "Coffee", marked: true },
    ]);
    expect(splitByRanges("Ojai", [{ start: 2, end: 40 }])).toEqual([
      { text: "Oj", marked: false },
      { text: "ai", marked: true },
    ]);
    expect(splitByRanges("Ojai", [])).toEqual([{ text: "Ojai", marked: false }]);
  });
});
