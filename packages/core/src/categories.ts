// Category presets (what the admin picks from) and public groups (what visitors filter by).
// Categories are stored as typed; grouping and filtering are case-insensitive (docs/architecture.md §6).

export const businessCategoryPresets = [
  "restaurant",
  "retail",
  "service",
  "healthcare",
  "professional",
  "other",
] as const;
export const eventCategoryPresets = ["festival", "workshop", "networking", "community", "business", "other"] as const;
export const newsCategoryPresets = ["community", "business", "events", "tourism"] as const;

/** The public directory's filter groups and the stored categories each one gathers. */
export const businessGroups = {
  Dining: ["dining", "restaurant", "cafe"],
  Retail: ["retail", "shop"],
  Services: ["services", "service", "professional", "healthcare"],
  Arts: ["arts", "art", "gallery"],
} as const satisfies Record<string, readonly string[]>;

export type BusinessGroup = keyof typeof businessGroups;
export const businessGroupNames = Object.keys(businessGroups) as BusinessGroup[];

/** The public events page's filters; matched case-insensitively against stored categories. */
export const eventFilters = ["Festival", "Business", "Community"] as const;
export type EventFilter = (typeof eventFilters)[number];

/** The group a stored business category belongs to, or null (shown in the default colour). */
export function businessGroupOf(category: string): BusinessGroup | null {
  const needle = category.trim().toLowerCase();
  for (const group of businessGroupNames) {
    if ((businessGroups[group] as readonly string[]).includes(needle)) return group;
  }
  return null;
}

/** A group name typed in any case ("dining", "DINING") or null when it names no group. */
export function parseBusinessGroup(value: string): BusinessGroup | null {
  const needle = value.trim().toLowerCase();
  return businessGroupNames.find((group) => group.toLowerCase() === needle) ?? null;
}

/** The event filter a stored event category matches, for card colours; null for any other. */
export function eventFilterOf(category: string): EventFilter | null {
  const needle = category.trim().toLowerCase();
  return eventFilters.find((filter) => filter.toLowerCase() === needle) ?? null;
}

/**
 * How an admin form shows a stored category: a preset selects itself; anything else selects
 * "other" with the stored text as the custom category (docs/product.md §3).
 */
export function splitCategory(
  stored: string,
  presets: readonly string[],
): { category: string; customCategory: string } {
  return presets.includes(stored) && stored !== "other"
    ? { category: stored, customCategory: "" }
    : { category: "other", customCategory: stored === "other" ? "" : stored };
}

/** The category an admin form sends: the custom text when "other" is chosen (docs/product.md §3). */
export function joinCategory(category: string, customCategory: string): string {
  return category === "other" ? customCategory.trim() : category;
}
