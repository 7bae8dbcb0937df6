import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { ADDED_CATEGORY_PALETTES, businessCategoryStyle } from "./business-group-style.ts";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe("a business category's look", () => {
  it("keeps a starter category's own colours and icon, and Other neutral", () => {
    expect(businessCategoryStyle("Dining")).toMatchObject({ group: "Dining", bg: "var(--mantine-color-citrus-1)" });
    expect(businessCategoryStyle("Other")).toMatchObject({ group: null, bg: "var(--mantine-color-gray-1)" });
  });

  it("gives a category staff added a colour of its own, not the neutral grey, the same every time", () => {
    for (const name of ["Galleries", "Farms", "Wineries", "Yoga Studios", "Pets"]) {
      const style = businessCategoryStyle(name);
      expect(style.group).toBe(name);
      expect(style.bg).not.toBe(businessCategoryStyle("Other").bg);
      expect(businessCategoryStyle(name)).toEqual(style);
    }
    const used = new Set(
      ["Galleries", "Farms", "Wineries", "Yoga Studios", "Pets"].map((name) => businessCategoryStyle(name).bg),
    );
    expect(used.size).toBeGreaterThan(1);
  });

  it("draws added categories in colours that pass AA contrast", () => {
    for (const palette of ADDED_CATEGORY_PALETTES) {
      const shades = DEFAULT_THEME.colors[palette];
      expect(contrast(shades[0], shades[9]), palette).toBeGreaterThanOrEqual(4.5);
    }
  });
});
