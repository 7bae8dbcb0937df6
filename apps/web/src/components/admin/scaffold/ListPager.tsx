// Below an admin list: its pages, when there is more than one. Turning the page brings the top
// of the list back into view, as a new page of a book would.
import { Group, Pagination, Text } from "@mantine/core";
import type { ListView } from "./use-list-view.ts";

export function ListPager<Item>({ view, topId }: { view: ListView<Item>; topId: string }) {
  if (view.pages <= 1) return null;
  return (
    <Group component="nav" aria-label={`Pages of ${view.noun.many}`} justify="center" gap="sm" mt="lg" wrap="wrap">
      <Pagination
        total={view.pages}
        value={view.page}
        siblings={1}
        boundaries={1}
        onChange={(page) => {
          view.setPage(page);
          document.getElementById(topId)?.scrollIntoView({ block: "start" });
        }}
        getItemProps={(page) => ({
          "aria-label": `Page ${page}`,
          "aria-current": page === view.page ? "page" : undefined,
        })}
        getControlProps={(control) =>
          control === "previous"
            ? { "aria-label": "Previous page" }
            : control === "next"
              ? { "aria-label": "Next page" }
              : control === "first"
                ? { "aria-label": "First page" }
                : { "aria-label": "Last page" }
        }
      />
      <Text size="sm" c="dimmed">
        Page {view.page} of {view.pages}
      </Text>
    </Group>
  );
}
