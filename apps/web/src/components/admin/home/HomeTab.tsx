// Home page: the hero slides, the three figures, the testimonials and the Get Involved band, edited
// as one form with a preview drawn by the public page's own components (docs/product.md §2).
import type { HomeContent } from "@chamber/core/schemas";
import { Badge, Button, Card, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { SavedItemContext } from "#web/components/admin/scaffold/saved-item.ts";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { trpc } from "#web/lib/trpc.ts";
import { BandFields, FiguresFields, TestimonialsFields } from "./ContentFields.tsx";
import { HomePreview } from "./HomePreview.tsx";
import { homeFormSpec } from "./home-form.ts";
import { SlidesFields } from "./SlidesFields.tsx";

export function HomeTab() {
  const home = trpc.home.get.useQuery({});
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="admin-home-title">
      <Stack gap="xs" mb="md">
        <Title order={2} size="h3" id="admin-home-title">
          Home page
        </Title>
        <Text size="sm" c="dimmed">
          The hero slides, the figures, the testimonials and the Get Involved band. Check the preview, then save: the
          home page shows the change at once.
        </Text>
      </Stack>
      {home.isError ? (
        <Text c="red" role="alert">
          Failed to load the home page.
        </Text>
      ) : home.data ? (
        <SavedItemContext.Provider value={null}>
          <HomeForm key={home.dataUpdatedAt} content={home.data} />
        </SavedItemContext.Provider>
      ) : (
        <Text size="sm" c="dimmed">
          Loading the home page…
        </Text>
      )}
    </Card>
  );
}

const parts = [
  { value: "slides", label: "Hero slides" },
  { value: "figures", label: "Figures" },
  { value: "testimonials", label: "Testimonials" },
  { value: "band", label: "Get Involved" },
] as const;

function HomeForm({ content }: { content: HomeContent }) {
  const utils = trpc.useUtils();
  const update = trpc.home.update.useMutation();
  const { form, submit } = useEntityForm(homeFormSpec, {
    item: content,
    save: (input) => update.mutateAsync(input),
    onSaved: () => void utils.home.invalidate(),
  });
  const errorsIn = (part: string) =>
    Object.keys(form.errors).filter((path) => path === part || path.startsWith(`${part}.`)).length;
  // The part shown is held here so that opening the preview draws it from the values of that moment;
  // the preview is drawn only while shown (a hidden panel's queries would never run, leaving its
  // placeholders busy), while the fields' panels stay mounted with what was typed.
  const [part, setPart] = useState<string>("slides");
  return (
    <form onSubmit={submit} noValidate>
      <Tabs value={part} onChange={(value) => setPart(value ?? "slides")} keepMounted>
        <Tabs.List mb="md">
          {parts.map(({ value, label }) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                errorsIn(value) > 0 ? (
                  <Badge color="red" size="sm" circle aria-label={`${errorsIn(value)} to fix`}>
                    {errorsIn(value)}
                  </Badge>
                ) : null
              }
            >
              {label}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="slides">
          <SlidesFields form={form} />
        </Tabs.Panel>
        <Tabs.Panel value="figures">
          <FiguresFields form={form} />
        </Tabs.Panel>
        <Tabs.Panel value="testimonials">
          <TestimonialsFields form={form} />
        </Tabs.Panel>
        <Tabs.Panel value="band">
          <BandFields form={form} />
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          {part === "preview" && <HomePreview values={form.getValues()} saved={content} />}
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={() => form.reset()} disabled={update.isPending || !form.isDirty()}>
          Undo changes
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save home page
        </Button>
      </Group>
    </form>
  );
}
