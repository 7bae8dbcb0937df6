// What the directory search looks up in its word list for a word typed with one typo (decision 016).
// The word list's trigram index proposes most candidates, but a typo that changes most of a word's
// trigrams escapes it: two swapped neighbours in a word of up to six letters ("pnik", "momnet",
// "cofefe" share too few trigrams with "pink", "moment", "coffee"), a letter too many or changed in
// a four-letter word ("cofe" for "cafe"). Those are looked up here instead, without the index's
// guess: the words one swap or one deletion away exactly (through the list's primary key), and, for
// the shortest words, LIKE patterns with `_` for a letter changed or added.
import { FUZZY_MIN_LENGTH } from "@chamber/core";

/** Up to this length a changed or added letter can leave too few trigrams for the index to propose it. */
const PATTERN_MAX_LENGTH = FUZZY_MIN_LENGTH;

export interface TypoLookup {
  /** Words one deletion or one swap of neighbours away from the typed word. */
  exact: string[];
  /** LIKE patterns for one letter changed or added: empty above `PATTERN_MAX_LENGTH` letters. */
  patterns: string[];
}

/** The lookups for a word of letters and digits only (so `_` is the only LIKE wildcard in a pattern). */
export function typoLookup(word: string): TypoLookup {
  // Code points, as PostgreSQL counts characters.
  const letters = Array.from(word);
  const join = (head: number, middle: string, tail: number) =>
    letters.slice(0, head).join("") + middle + letters.slice(tail).join("");
  const exact = new Set<string>();
  for (let i = 0; i < letters.length; i++) exact.add(join(i, "", i + 1));
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] !== letters[i + 1]) exact.add(join(i, `${letters[i + 1]}${letters[i]}`, i + 2));
  }
  const patterns: string[] = [];
  if (letters.length <= PATTERN_MAX_LENGTH) {
    for (let i = 0; i < letters.length; i++) patterns.push(join(i, "_", i + 1));
    for (let i = 0; i <= letters.length; i++) patterns.push(join(i, "_", i));
  }
  return { exact: [...exact], patterns };
}
