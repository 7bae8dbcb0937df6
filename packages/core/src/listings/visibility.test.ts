import { describe, expect, it } from "vitest";
import { isUpcoming, isVisible } from "./visibility.ts";

const now = new Date("2026-06-15T12:00:00.000Z");
const ms = (offset: number) => new Date(now.getTime() + offset);
const item = (overrides: Partial<Parameters<typeof isVisible>[0]> = {}) => ({
  published: true,
  publishedAt: null,
  unlistAt: null,
  ...overrides,
});

describe("isVisible (docs/architecture.md §4)", () => {
  it("shows a published item with no schedule", () => {
    expect(isVisible(item(), now)).toBe(true);
  });

  it("hides a draft, whatever its dates", () => {
    expect(isVisible(item({ published: false }), now)).toBe(false);
    expect(isVisible(item({ published: null }), now)).toBe(false);
    expect(isVisible(item({ published: false, publishedAt: ms(-1000) }), now)).toBe(false);
  });

  it("shows an item from the exact instant of its publishedAt", () => {
    expect(isVisible(item({ publishedAt: ms(1) }), now)).toBe(false);
    expect(isVisible(item({ publishedAt: now }), now)).toBe(true);
    expect(isVisible(item({ publishedAt: ms(-1) }), now)).toBe(true);
  });

  it("hides an item from the exact instant of its unlistAt", () => {
    expect(isVisible(item({ unlistAt: ms(1) }), now)).toBe(true);
    expect(isVisible(item({ unlistAt: now }), now)).toBe(false);
    expect(isVisible(item({ unlistAt: ms(-1) }), now)).toBe(false);
  });

  it("shows an item only inside its window", () => {
    const windowed = item({ publishedAt: ms(-1000), unlistAt: ms(1000) });
    expect(isVisible(windowed, ms(-1001))).toBe(false);
    expect(isVisible(windowed, now)).toBe(true);
    expect(isVisible(windowed, ms(1000))).toBe(false);
  });
});

describe("isUpcoming (docs/product.md §4)", () => {
  it("is upcoming only while the date is later than now", () => {
    expect(isUpcoming(ms(1), now)).toBe(true);
    expect(isUpcoming(now, now)).toBe(false);
    expect(isUpcoming(ms(-1), now)).toBe(false);
  });
});
