// Settings → Chamber details: the chamber's name, contact details and social links as named,
// validated fields (packages/core/src/site-facts/site-facts.ts). What is saved here is what the header,
// footer, contact page, structured data and feeds show.
import {
  isSocialFact,
  type SiteFactName,
  type SiteFacts,
  siteFactKeys,
  siteFactLabels,
  socialFacts,
} from "@chamber/core";
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { SavedItemContext } from "#web/components/admin/scaffold/saved-item.ts";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { trpc } from "#web/lib/trpc.ts";
import { siteFactsFormSpec } from "./site-facts-form.ts";

/** The facts every chamber has (required), in the order they are named; the social links follow. */
const contactFacts = (Object.keys(siteFactKeys) as SiteFactName[]).filter((name) => !isSocialFact(name));

const hints: Partial<Record<SiteFactName, string>> = {
  phone: "As visitors should dial it, e.g. (805) 555-0100",
  hours: "e.g. Mon-Fri 9:00 AM - 5:00 PM",
};

export function SiteFactsCard() {
  const facts = trpc.setting.facts.useQuery({});
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="admin-site-facts-title">
      <Stack gap="xs" mb="md">
        <Title order={3} size="h4" id="admin-site-facts-title">
          Chamber details
        </Title>
        <Text size="sm" c="dimmed">
          Shown in the header, footer and contact page, and given to search engines and calendar apps.
        </Text>
      </Stack>
      {facts.isError ? (
        <Text c="red" role="alert">
          Failed to load chamber details.
        </Text>
      ) : facts.data ? (
        // Keyed by when the facts were read, so a save elsewhere starts the form from the new values;
        // outside the list's context, which highlights saved rows, not this form.
        <SavedItemContext.Provider value={null}>
          <SiteFactsForm key={facts.dataUpdatedAt} facts={facts.data} />
        </SavedItemContext.Provider>
      ) : (
        <Text size="sm" c="dimmed">
          Loading chamber details…
        </Text>
      )}
    </Card>
  );
}

function SiteFactsForm({ facts }: { facts: SiteFacts }) {
  const utils = trpc.useUtils();
  const update = trpc.setting.updateFacts.useMutation();
  const { form, submit } = useEntityForm(siteFactsFormSpec, {
    item: facts,
    save: (input) => update.mutateAsync(input),
    onSaved: () => void utils.setting.invalidate(),
  });
  const field = (name: SiteFactName, required: boolean) => (
    <TextInput
      key={name}
      label={siteFactLabels[name].label}
      description={hints[name]}
      required={required}
      placeholder={required ? undefined : "https://…"}
      {...form.getInputProps(name)}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {contactFacts.map((name) => field(name, true))}
      </SimpleGrid>
      <Text fw={600} size="sm" mt="lg" mb="xs">
        Social links (optional)
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {socialFacts.map((name) => field(name, false))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={() => form.reset()} disabled={update.isPending || !form.isDirty()}>
          Undo changes
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save chamber details
        </Button>
      </Group>
    </form>
  );
}
