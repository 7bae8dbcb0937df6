// sharp (libvips) loaded on first use, not at start-up: a site that nobody uploads to never maps
// libvips nor starts its threads, whose native allocations stay with the process once made
// (docs/decisions/007-embedded-postgresql.md, "Memory").
import type sharpModule from "sharp";

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * The sharp module, configured once. Its operation cache is off: every image Chamber handles is
 * decoded once and its variants made from those pixels, so the cache (up to 50 MB by default) would
 * only keep memory that is never read again.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
