// The API's shape of a search match (search-match.ts finds the ranges).
import { z } from "zod";

/** A found word: `start` and `end` (exclusive) count UTF-16 code units, as JavaScript strings do. */
export const textRange = z.object({ start: z.number().int(), end: z.number().int() });
export type TextRange = z.output<typeof textRange>;

/** Where the search words were found in each field of a business. */
export const businessSearchMatch = z.object({
  name: z.array(textRange),
  category: z.array(textRange),
  description: z.array(textRange),
});
export type BusinessSearchMatch = z.output<typeof businessSearchMatch>;
