// What a page shows when its data could not be read (the database or the network failed): a plain
// apology and a way to try again. The server answers it with status 500.
import { Container, Stack, Text, Title } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import { useHydrationMark } from "../../lib/hydration-mark.ts";
import { IconAlertTriangle } from "../ui/icons.ts";
import buttons from "../ui/PlainButton.module.css";

export function ErrorPage() {
  const router = useRouter();
  useHydrationMark();
  return (
    <Container size="sm" py={{ base: 64, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <IconAlertTriangle size={64} stroke={1.25} color="var(--mantine-color-oak-7)" aria-hidden="true" />
        <Title order={1}>Something Went Wrong</Title>
        <Text size="lg" c="gray.7">
          This page could not be loaded just now. Please try again in a moment.
        </Text>
        <button
          type="button"
          className={`${buttons.button} ${buttons.afterText}`}
          onClick={() => void router.invalidate()}
        >
          Try Again
        </button>
      </Stack>
    </Container>
  );
}
