// Directory colours and icons per public group (docs/architecture.md §6: the same groups as the filters).
// Each pair of text and background colours passes AA contrast.
import { type BusinessGroup, businessGroupOf } from "@chamber/core";
import {
  type Icon,
  IconBriefcase,
  IconBuildingStore,
  IconPalette,
  IconShoppingBag,
  IconToolsKitchen2,
} from "../ui/icons.ts";

export interface GroupStyle {
  label: string;
  icon: Icon;
  bg: string;
  color: string;
}

const groupStyles: Record<BusinessGroup, Omit<GroupStyle, "label">> = {
  Dining: { icon: IconToolsKitchen2, bg: "var(--mantine-color-citrus-1)", color: "#7a4100" },
  Retail: { icon: IconShoppingBag, bg: "var(--mantine-color-bluff-0)", color: "var(--mantine-color-bluff-9)" },
  Services: { icon: IconBriefcase, bg: "var(--mantine-color-blue-0)", color: "var(--mantine-color-blue-9)" },
  Arts: { icon: IconPalette, bg: "var(--mantine-color-grape-0)", color: "var(--mantine-color-grape-9)" },
};

/** The look of a stored category: its group's icon and colours, or a neutral default. */
export function businessCategoryStyle(category: string): GroupStyle & { group: BusinessGroup | null } {
  const group = businessGroupOf(category);
  const label = category.trim().charAt(0).toUpperCase() + category.trim().slice(1);
  if (!group) {
    return {
      group,
      label,
      icon: IconBuildingStore,
      bg: "var(--mantine-color-gray-1)",
      color: "var(--mantine-color-gray-8)",
    };
  }
  return { group, label, ...groupStyles[group] };
}
