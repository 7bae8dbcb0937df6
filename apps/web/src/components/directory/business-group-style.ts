// Directory colours and icons for the business categories the chamber started with (their slugs
// stay when staff rename them; the card has only the name, so a renamed or new category takes the
// neutral look). Each pair of text and background colours passes AA contrast.
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

const neutral = { icon: IconBuildingStore, bg: "var(--mantine-color-gray-1)", color: "var(--mantine-color-gray-8)" };

/** The look of a business's category (its name, shown as the label); `group` is null for the neutral look. */
export function businessCategoryStyle(category: string): GroupStyle & { group: string | null } {
  const style = categoryStyles[category];
  return style ? { group: category, label: category, ...style } : { group: null, label: category, ...neutral };
}
