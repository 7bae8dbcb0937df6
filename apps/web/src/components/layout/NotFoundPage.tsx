// docs/product.md §2's 404 page, shown inside the public shell for any path no route matches.
import { Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useHydrationMark } from "../../lib/hydration-mark.ts";
import { IconMapSearch } from "../ui/icons.ts";
import buttons from "../ui/PlainButton.module.css";

export function NotFoundPage() {
  useHydrationMark();
  return (
    <Container size="sm" py={{ base: 64, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <IconMapSearch size={64} stroke={1.25} color="var(--mantine-color-oak-7)" aria-hidden="true" />
        <Title order={1}>404 Page Not Found</Title>
        <Text size="lg" c="gray.7">
          Did you forget to add the page to the router?
        </Text>
        <Link to="/" className={`${buttons.button} ${buttons.afterText}`}>
          Back to Home
        </Link>
      </Stack>
    </Container>
  );
}
