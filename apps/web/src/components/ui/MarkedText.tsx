// Text with the parts a search found marked (<mark>), from the character ranges the API sends
// (packages/core/src/search/search-match.ts). React escapes every piece: the API never sends markup.
import { splitByRanges } from "@chamber/core";
import type { TextRange } from "@chamber/core/schemas";
import classes from "./MarkedText.module.css";

export function MarkedText({ text, ranges }: { text: string; ranges?: readonly TextRange[] | undefined }) {
  if (!ranges || ranges.length === 0) return text;
  return splitByRanges(text, ranges).map((piece, index) =>
    piece.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
      <mark key={index} className={classes.mark}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
