// Event category colours (docs/product.md §2): Festival, Business and Community each have their own, every
// other category the default. Text/background pairs are chosen for AA contrast.
import { eventFilterOf } from "@chamber/core";

export interface BadgeColours {
  bg: string;
  color: string;
}

const byFilter = {
  Festival: { bg: "var(--mantine-color-citrus-1)", color: "#7a4100" },
  Business: { bg: "var(--mantine-color-oak-0)", color: "var(--mantine-color-oak-9)" },
  Community: { bg: "var(--mantine-color-bluff-0)", color: "var(--mantine-color-bluff-9)" },
} as const;

const fallback: BadgeColours = { bg: "var(--mantine-color-gray-1)", color: "var(--mantine-color-gray-8)" };

export function eventCategoryColours(category: string): BadgeColours {
  const filter = eventFilterOf(category);
  return filter ? byFilter[filter] : fallback;
}

/** "networking" → "Networking": categories are stored as typed, shown capitalised. */
export function displayCategory(category: string): string {
  const trimmed = category.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
