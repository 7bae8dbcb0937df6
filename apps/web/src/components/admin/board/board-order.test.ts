import { describe, expect, it } from "vitest";
import { moveBy, moveTo, nextOrder } from "./board-order.ts";

describe("board order", () => {
  it("moves a member up or down one place", () => {
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it("leaves the order alone at either end and for an unknown member", () => {
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });

  it("drops a dragged member at its new place", () => {
    expect(moveTo([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });

  it("puts a new member after everyone, even after tied or gapped orders", () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder([{ order: 0 }, { order: 1 }])).toBe(2);
    expect(nextOrder([{ order: 5 }, { order: 5 }, { order: -2 }])).toBe(6);
  });
});
