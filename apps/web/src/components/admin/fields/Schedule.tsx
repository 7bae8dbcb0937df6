import { formatInZone } from "@chamber/core";
import { Stack, Text } from "@mantine/core";

/** When a scheduled item appears or disappears, in the site zone. */
export function Schedule({ publishedAt, unlistAt }: { publishedAt: string | null; unlistAt: string | null }) {
  if (!publishedAt && !unlistAt) return null;
  return (
    <Stack gap={0}>
      {publishedAt && (
        <Text size="xs" c="dimmed">
          Publishes {formatInZone(publishedAt, "full")}
        </Text>
      )}
      {unlistAt && (
        <Text size="xs" c="dimmed">
          Unlists {formatInZone(unlistAt, "full")}
        </Text>
      )}
    </Stack>
  );
}
