// docs/product.md §2: Business Spotlight and Community News have their own badge styles; any other category
// (stored as typed: "events", "tourism"…) gets the default one. Colours are dark-on-light pairs
// that pass AA contrast.
import { BadgeMarkup } from "#web/components/ui/mantine-markup.tsx";

const styles: Record<string, { bg: string; c: string }> = {
  "business spotlight": { bg: "citrus.1", c: "#7a4500" },
  "community news": { bg: "oak.1", c: "oak.9" },
};
const defaultStyle = { bg: "gray.1", c: "gray.8" };

/** "events" reads "Events" on a badge; typed capitals are kept ("Business Spotlight"). */
function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export function NewsCategoryBadge({ category }: { category: string }) {
  const style = styles[category.trim().toLowerCase()] ?? defaultStyle;
  return (
    <BadgeMarkup variant="filled" bg={style.bg} c={style.c} size="lg" fw={600} data-category={category}>
      {categoryLabel(category)}
    </BadgeMarkup>
  );
}
