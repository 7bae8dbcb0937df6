// The directory search's words and why a result matched (docs/product.md §2, decision 016). The
// database decides which businesses match and in what order
// (packages/api/src/businesses/business-search.ts);
// this says where in a matched business's text each search word was found, as character ranges the
// page marks up itself: no HTML ever comes from the database or the API. The API's schema of it is
// search-match-schema.ts.
import type { BusinessSearchMatch, TextRange } from "./search-match-schema.ts";

/** A search reads at most this many words; more only slow the query down without narrowing much. */
export const MAX_SEARCH_WORDS = 8;

/** Words shorter than this match only as typed: one typo in "inn" or "art" makes another word. */
export const FUZZY_MIN_LENGTH = 4;

/** The distinct words of a search, lower-cased, in the order typed. */
export function searchWords(search: string): string[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * True when one edit turns `a` into `b`: one letter changed, added or removed, or two neighbours
 * swapped. The same test as the database's `within_one_edit` (migration directory_search).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The same word for a reader, though spelt differently: a plural or another ending of one stem
 * ("galleries" and "gallery"), which PostgreSQL's English stemmer matches in the full-text search.
 */
function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 3) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.max(3, shorter - 2);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** True for a letter or a digit at `index` of `text` (ASCII without a regular expression). */
function isWordCharacter(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return WORD_CHARACTER.test(text[index] as string);
}

/** A search word, compiled once for every text a search marks. */
interface CompiledWord {
  word: string;
  /** The word as typed, ignoring case; one or two letters (or digits) at the start of a word only. */
  asTyped: RegExp;
  /** Letters and digits, three or more: when absent as typed, another ending or a typo may match. */
  near: boolean;
}

function compileWord(word: string): CompiledWord {
  const start = word.length < 3 && /^[\p{L}\p{N}]+$/u.test(word) ? "(?<![\\p{L}\\p{N}])" : "";
  return {
    word,
    asTyped: new RegExp(start + escapeRegExp(word), "giu"),
    near: /^[\p{L}\p{N}]{3,}$/u.test(word),
  };
}

/**
 * Could the text's word at `from`, `length` long, be one edit from `word` or share its stem? The
 * first needs lengths at most one apart; the second, the same first three letters. Decided
 * without copying the word where it can be (ASCII); the full tests then run on the likely ones.
 */
function mayBeNear(word: string, text: string, from: number, length: number): boolean {
  if (word.length >= FUZZY_MIN_LENGTH && Math.abs(length - word.length) <= 1) return true;
  if (length < 3) return false;
  for (let i = 0; i < 3; i++) {
    const a = text.charCodeAt(from + i);
    // Digits keep their code under `| 32`; capital letters become small ones.
    if (a < 128 && (a | 32) !== word.charCodeAt(i)) return false;
  }
  return true;
}

/** Where the compiled `words` occur in `text`: see `matchRanges`. */
function rangesOf(text: string, words: readonly CompiledWord[]): TextRange[] {
  const ranges: TextRange[] = [];
  for (const { word, asTyped, near } of words) {
    const before = ranges.length;
    asTyped.lastIndex = 0;
    for (let found = asTyped.exec(text); found; found = asTyped.exec(text)) {
      ranges.push({ start: found.index, end: found.index + found[0].length });
    }
    if (ranges.length > before || !near) continue;
    // The text's words, scanned in place: only a likely one is copied and compared.
    for (let at = 0; at < text.length; ) {
      if (!isWordCharacter(text, at)) {
        at++;
        continue;
      }
      let end = at + 1;
      while (end < text.length && isWordCharacter(text, end)) end++;
      if (mayBeNear(word, text, at, end - at)) {
        const lower = text.slice(at, end).toLowerCase();
        if (sameStem(lower, word) || (word.length >= FUZZY_MIN_LENGTH && withinOneEdit(word, lower))) {
          ranges.push({ start: at, end });
        }
      }
      at = end;
    }
  }
  return ranges.length < 2 ? ranges : mergeRanges(ranges);
}

/**
 * Where `words` occur in `text`, merged and in order: each word where it appears as typed (ignoring
 * case); a word that does not appear as typed marks the text's words it was matched to instead
 * (another ending of it, or, from four letters, the word it is one typo away from).
 */
export function matchRanges(text: string, words: readonly string[]): TextRange[] {
  return rangesOf(text, words.map(compileWord));
}

function mergeRanges(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Where a search's words were found in a business. */
export function businessMatch(
  business: { name: string; category: string; description: string },
  words: readonly string[],
): BusinessSearchMatch {
  return businessMatcher(words)(business);
}

/** `businessMatch` for one search's `words`, compiled once for every business of its answer. */
export function businessMatcher(
  words: readonly string[],
): (business: { name: string; category: string; description: string }) => BusinessSearchMatch {
  const compiled = words.map(compileWord);
  return (business) => ({
    name: rangesOf(business.name, compiled),
    category: rangesOf(business.category, compiled),
    description: rangesOf(business.description, compiled),
  });
}

/** A text cut at its ranges: the pieces to show plain and the pieces to mark, in order. */
export function splitByRanges(text: string, ranges: readonly TextRange[]): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const range of ranges) {
    const start = Math.max(at, Math.min(range.start, text.length));
    const end = Math.max(start, Math.min(range.end, text.length));
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    if (end > start) pieces.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
