import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A tab's title ('Business Directory', …) with its actions on the right. */
export function SectionHeader({ title, titleId, children }: { title: string; titleId: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      {children && (
        <Group gap="xs" wrap="wrap">
          {children}
        </Group>
      )}
    </Group>
  );
}
