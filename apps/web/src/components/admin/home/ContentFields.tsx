// Home page → Figures, Testimonials and Get Involved: the three figures (each a fixed text or a live
// count), up to six testimonials, and the band's title, lead and up to three cards.
import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus } from "#web/components/ui/icons.ts";
import { type HomeValues, measureLabels, newBandCard, newTestimonial } from "./home-form.ts";
import { ItemControls } from "./ItemControls.tsx";

type Form = UseFormReturnType<HomeValues>;

const measureOptions = Object.entries(measureLabels).map(([value, label]) => ({ value, label }));

export function FiguresFields({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {form.getValues().figures.map((figure, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: there are always three figures, in place
        <Card key={index} withBorder padding="md">
          <Stack gap="sm">
            <Text fw={700}>Figure {index + 1}</Text>
            <SegmentedControl
              aria-label={`Figure ${index + 1}: fixed or counted`}
              data={[
                { value: "live", label: "Counted live" },
                { value: "fixed", label: "Fixed" },
              ]}
              {...form.getInputProps(`figures.${index}.kind`)}
            />
            {figure.kind === "live" ? (
              <Select
                label="Counts"
                data={measureOptions}
                allowDeselect={false}
                {...form.getInputProps(`figures.${index}.measure`)}
              />
            ) : (
              <TextInput
                label="Figure"
                description="e.g. 100K+"
                required
                {...form.getInputProps(`figures.${index}.value`)}
              />
            )}
            <TextInput label="Label" required {...form.getInputProps(`figures.${index}.label`)} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const MAX_TESTIMONIALS = 6;

export function TestimonialsFields({ form }: { form: Form }) {
  const testimonials = form.getValues().testimonials;
  return (
    <Stack gap="md">
      {testimonials.length === 0 && (
        <Text size="sm" c="dimmed">
          No testimonials: the home page leaves out "What Our Members Say".
        </Text>
      )}
      {testimonials.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a testimonial is its place in the list, which the form's paths name
        <Card key={index} withBorder padding="md">
          <ItemControls
            name={`Testimonial ${index + 1}`}
            index={index}
            count={testimonials.length}
            min={0}
            onMove={(from, to) => form.reorderListItem("testimonials", { from, to })}
            onRemove={(at) => form.removeListItem("testimonials", at)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Name" required {...form.getInputProps(`testimonials.${index}.name`)} />
            <TextInput label="Business" {...form.getInputProps(`testimonials.${index}.business`)} />
            <NumberInput
              label="Rating (1 to 5 stars)"
              min={1}
              max={5}
              allowDecimal={false}
              {...form.getInputProps(`testimonials.${index}.rating`)}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label="Text"
            required
            autosize
            minRows={2}
            {...form.getInputProps(`testimonials.${index}.text`)}
          />
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={testimonials.length >= MAX_TESTIMONIALS}
          onClick={() => form.insertListItem("testimonials", { ...newTestimonial })}
        >
          Add testimonial
        </Button>
      </Group>
    </Stack>
  );
}

export function BandFields({ form }: { form: Form }) {
  const cards = form.getValues().band.cards;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Title" required {...form.getInputProps("band.title")} />
        <TextInput label="Lead" {...form.getInputProps("band.lead")} />
      </SimpleGrid>
      {form.errors["band.cards"] && (
        <Text c="red" size="sm" role="alert">
          {form.errors["band.cards"]}
        </Text>
      )}
      {cards.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place in the list, which the form's paths name
        <Card key={index} withBorder padding="md">
          <ItemControls
            name={`Card ${index + 1}`}
            index={index}
            count={cards.length}
            min={1}
            onMove={(from, to) => form.reorderListItem("band.cards", { from, to })}
            onRemove={(at) => form.removeListItem("band.cards", at)}
          />
          <Stack gap="sm">
            <TextInput label="Title" required {...form.getInputProps(`band.cards.${index}.title`)} />
            <Textarea label="Text" required autosize minRows={2} {...form.getInputProps(`band.cards.${index}.text`)} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label="Button label" required {...form.getInputProps(`band.cards.${index}.buttonLabel`)} />
              <TextInput
                label="Said after it to screen readers"
                description="e.g. about membership"
                {...form.getInputProps(`band.cards.${index}.buttonContext`)}
              />
              <TextInput
                label="Button link"
                description="/get-involved or https://…"
                required
                {...form.getInputProps(`band.cards.${index}.buttonTarget`)}
              />
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={cards.length >= 3}
          onClick={() => form.insertListItem("band.cards", { ...newBandCard })}
        >
          Add card
        </Button>
      </Group>
    </Stack>
  );
}
