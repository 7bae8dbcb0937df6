import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A home page section's eyebrow, h2 and lead, with an optional action on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  action,
  light = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  light?: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="xl" gap="md">
      <Stack gap={6} maw={680}>
        {eyebrow && (
          <Text size="sm" fw={700} tt="uppercase" lts="0.08em" c={light ? "citrus.2" : "bluff.8"}>
            {eyebrow}
          </Text>
        )}
        <Title order={2} id={id} fz={{ base: 28, sm: 36 }} c={light ? "white" : "oak.9"}>
          {title}
        </Title>
        {lead && (
          <Text size="lg" c={light ? "rgba(255,255,255,0.9)" : "gray.7"}>
            {lead}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}
