import { describe, expect, it } from "vitest";
import { overflowEdges } from "./use-overflow-edges.ts";

describe("overflowEdges", () => {
  it("tells which edges have more past them", () => {
    expect(overflowEdges({ scrollLeft: 0, clientWidth: 358, scrollWidth: 560 })).toEqual({ start: false, end: true });
    expect(overflowEdges({ scrollLeft: 100, clientWidth: 358, scrollWidth: 560 })).toEqual({ start: true, end: true });
    expect(overflowEdges({ scrollLeft: 202, clientWidth: 358, scrollWidth: 560 })).toEqual({ start: true, end: false });
  });

  it("sees nothing past the edges of a box that fits, nor in a pixel of rounding", () => {
    expect(overflowEdges({ scrollLeft: 0, clientWidth: 1168, scrollWidth: 1168 })).toEqual({
      start: false,
      end: false,
    });
    expect(overflowEdges({ scrollLeft: 0.5, clientWidth: 358, scrollWidth: 358.6 })).toEqual({
      start: false,
      end: false,
    });
  });
});
