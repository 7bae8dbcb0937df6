// docs/product.md §2's 404 page, shown inside the public shell for any path no route matches.
import { Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconMapSearch } from "#web/components/ui/icons.ts";
import buttons from "#web/components/ui/PlainButton.module.css";
import { NOT_FOUND_TITLE, usePageTitle } from "#web/lib/page-title.ts";

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
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
