// The home page as it will look once saved: the public page's own sections, the hero, figures,
// testimonials and band drawn from the form's values. Links in it lead where the saved page's will.
import type { HomeContent } from "@chamber/core/schemas";
import { Box, Text } from "@mantine/core";
import { HomeSections } from "#web/components/home/HomeSections.tsx";
import { type HomeValues, previewContent } from "./home-form.ts";

export function HomePreview({ values, saved }: { values: HomeValues; saved: HomeContent }) {
  const content = previewContent(values, saved);
  return (
    <Box>
      <Text size="sm" c="dimmed" mb="sm">
        Not saved yet: the home page changes when you save. Live figures show their last count.
      </Text>
      <Box
        data-testid="home-preview"
        style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8, overflow: "hidden" }}
      >
        <HomeSections content={content} />
      </Box>
    </Box>
  );
}
