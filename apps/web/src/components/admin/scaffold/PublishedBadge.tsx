import { Badge } from "@mantine/core";

/** Published or Draft (docs/product.md §2); an empty flag counts as published (docs/product.md §4). */
export function PublishedBadge({ published }: { published: boolean | null | undefined }) {
  return (published ?? true) ? (
    <Badge color="oak" variant="filled">
      Published
    </Badge>
  ) : (
    <Badge color="gray.7" variant="outline">
      Draft
    </Badge>
  );
}
