// Directory colours and icons for the business categories the chamber started with, and colours
// for the ones staff add: the card has only the category's name, so an added (or renamed) one
// takes a colour picked by its name, the same on every card, and the starter "Other" stays
// neutral. Each pair of text and background colours passes AA contrast (the test checks the
// added ones).
import {
  type Icon,
  IconBed,
  IconBriefcase,
  IconBuildingStore,
  IconHeartbeat,
  IconPalette,
  IconScale,
  IconShoppingBag,
  IconToolsKitchen2,
} from "#web/components/ui/icons.ts";

export interface GroupStyle {
  label: string;
  icon: Icon;
  bg: string;
  color: string;
}

const categoryStyles: Record<string, Omit<GroupStyle, "label">> = {
  Dining: { icon: IconToolsKitchen2, bg: "var(--mantine-color-citrus-1)", color: "#7a4100" },
  Retail: { icon: IconShoppingBag, bg: "var(--mantine-color-bluff-0)", color: "var(--mantine-color-bluff-9)" },
  Services: { icon: IconBriefcase, bg: "var(--mantine-color-blue-0)", color: "var(--mantine-color-blue-9)" },
  Professional: { icon: IconScale, bg: "var(--mantine-color-oak-0)", color: "var(--mantine-color-oak-9)" },
  "Health & Wellness": { icon: IconHeartbeat, bg: "var(--mantine-color-teal-0)", color: "var(--mantine-color-teal-9)" },
  Arts: { icon: IconPalette, bg: "var(--mantine-color-grape-0)", color: "var(--mantine-color-grape-9)" },
  Lodging: { icon: IconBed, bg: "var(--mantine-color-indigo-0)", color: "var(--mantine-color-indigo-9)" },
};

const NEUTRAL_CATEGORY = "Other";
const neutral = { icon: IconBuildingStore, bg: "var(--mantine-color-gray-1)", color: "var(--mantine-color-gray-8)" };

/** Mantine palettes none of the starter categories uses whose 9 on 0 passes AA. */
export const ADDED_CATEGORY_PALETTES = ["pink", "violet", "cyan"] as const;

/** An added category's palette, from its name: the same name always gets the same one. */
function paletteOf(category: string): (typeof ADDED_CATEGORY_PALETTES)[number] {
  let hash = 0;
  for (const char of category) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return ADDED_CATEGORY_PALETTES[hash % ADDED_CATEGORY_PALETTES.length] ?? "pink";
}

/** The look of a business's category (its name, shown as the label); `group` is null for the neutral look. */
export function businessCategoryStyle(category: string): GroupStyle & { group: string | null } {
  const style = categoryStyles[category];
  if (style) return { group: category, label: category, ...style };
  if (category === NEUTRAL_CATEGORY) return { group: null, label: category, ...neutral };
  const palette = paletteOf(category);
  return {
    group: category,
    label: category,
    icon: neutral.icon,
    bg: `var(--mantine-color-${palette}-0)`,
    color: `var(--mantine-color-${palette}-9)`,
  };
}
