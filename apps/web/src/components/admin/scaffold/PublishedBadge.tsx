import { Badge } from "@mantine/core";

export function FeaturedBadge() {
  return (
    <Badge color="citrus.4" variant="filled" autoContrast>
      Featured
    </Badge>
  );
}

/** Published or Draft (SPEC §2); an empty flag counts as published (SPEC §4). */
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
