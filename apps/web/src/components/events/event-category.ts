// Event category colours (docs/product.md §2): Festival, Business and Community each have their own, every
// other category the default. Text/background pairs are chosen for AA contrast.

export interface BadgeColours {
  bg: string;
  color: string;
}

const byCategory: Record<string, BadgeColours> = {
  Festival: { bg: "var(--mantine-color-citrus-1)", color: "#7a4100" },
  Business: { bg: "var(--mantine-color-oak-0)", color: "var(--mantine-color-oak-9)" },
  Community: { bg: "var(--mantine-color-bluff-0)", color: "var(--mantine-color-bluff-9)" },
};

const fallback: BadgeColours = { bg: "var(--mantine-color-gray-1)", color: "var(--mantine-color-gray-8)" };

export function eventCategoryColours(category: string): BadgeColours {
  return byCategory[category] ?? fallback;
}
