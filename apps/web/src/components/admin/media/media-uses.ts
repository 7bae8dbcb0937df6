// Where a library photo is used, in words for its card ("Used by page “About”, business “X”").
import { describeUse, type MediaUse } from "@chamber/core/schemas";

export function describeUses(uses: MediaUse[]): string {
  return uses.length === 0 ? "Not used anywhere" : `Used by ${uses.map(describeUse).join(", ")}`;
}
