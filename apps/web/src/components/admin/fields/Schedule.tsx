import { Stack, Text } from "@mantine/core";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";

/** When a scheduled item appears or disappears, in the site zone. */
export function Schedule({ publishedAt, unlistAt }: { publishedAt: string | null; unlistAt: string | null }) {
  if (!publishedAt && !unlistAt) return null;
  return (
    <Stack gap={0}>
      {publishedAt && (
        <Text size="xs" c="dimmed">
          Publishes {formatSiteDate(publishedAt, "full")}
        </Text>
      )}
      {unlistAt && (
        <Text size="xs" c="dimmed">
          Unlists {formatSiteDate(unlistAt, "full")}
        </Text>
      )}
    </Stack>
  );
}
