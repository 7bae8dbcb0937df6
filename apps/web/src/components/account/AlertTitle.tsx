// An alert's title in the text's own dark colour: Mantine's light alerts tint it with the alert's
// colour, which on yellow or green falls short of the 4.5:1 contrast axe asks for.
import { Text } from "@mantine/core";
import type { ReactNode } from "react";

export function AlertTitle({ children }: { children: ReactNode }) {
  return (
    <Text span fw={700} size="sm" c="dark.9">
      {children}
    </Text>
  );
}
