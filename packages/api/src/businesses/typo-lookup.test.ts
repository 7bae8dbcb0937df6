import { describe, expect, test } from "vitest";
import { typoLookup } from "./typo-lookup.ts";

describe("typoLookup", () => {
  test("looks up every deletion and every swap of neighbours exactly", () => {
    const { exact, patterns } = typoLookup("pnik");
    expect(exact).toEqual(["nik", "pik", "pnk", "pni", "npik", "pink", "pnki"]);
    // Four letters: a changed or an added letter as LIKE patterns too.
    expect(patterns).toEqual(["_nik", "p_ik", "pn_k", "pni_", "_pnik", "p_nik", "pn_ik", "pni_k", "pnik_"]);
  });

  test("leaves longer words' changed and added letters to the trigram index, and counts code points", () => {
    expect(typoLookup("momnet").patterns).toEqual([]);
    expect(typoLookup("momnet").exact).toContain("moment");
    expect(typoLookup("cafée").exact).toContain("café");
    expect(typoLookup("aab").exact).toEqual(["ab", "aa", "aba"]);
  });
});
