// Home page → Hero slides: one to six, in order, each with its title, subtitle, photo (an upload, or
// one of the bundled illustrations), button and whether it is shown.
import {
  Button,
  Card,
  FileButton,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { UploadRefusal } from "#web/components/admin/fields/ImageField.tsx";
import { usePhotoUpload } from "#web/components/forms/use-photo-upload.ts";
import { heroArt } from "#web/components/home/hero-slides.ts";
import { IconPlus, IconTrash, IconUpload } from "#web/components/ui/icons.ts";
import { uploadImage } from "#web/lib/admin/upload-image.ts";
import { PHOTO_TYPES } from "#web/lib/upload-photo.ts";
import { type HomeValues, newSlide } from "./home-form.ts";
import { ItemControls } from "./ItemControls.tsx";

type Form = UseFormReturnType<HomeValues>;

const artOptions = [
  { value: "welcome", label: "The valley at golden hour" },
  { value: "directory", label: "The arcade on Ojai Avenue" },
  { value: "events", label: "An evening festival in the park" },
];

const MAX_SLIDES = 6;

export function SlidesFields({ form }: { form: Form }) {
  const slides = form.getValues().slides;
  return (
    <Stack gap="md">
      {form.errors.slides && (
        <Text c="red" size="sm" role="alert">
          {form.errors.slides}
        </Text>
      )}
      {slides.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place in the list, which the form's paths name
        <Card key={index} withBorder padding="md" data-testid="home-slide-fields">
          <ItemControls
            name={`Slide ${index + 1}`}
            index={index}
            count={slides.length}
            min={1}
            onMove={(from, to) => form.reorderListItem("slides", { from, to })}
            onRemove={(at) => form.removeListItem("slides", at)}
          >
            <Switch label="Shown" {...form.getInputProps(`slides.${index}.enabled`, { type: "checkbox" })} />
          </ItemControls>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Stack gap="sm">
              <TextInput label="Title" required {...form.getInputProps(`slides.${index}.title`)} />
              <Textarea label="Subtitle" autosize minRows={2} {...form.getInputProps(`slides.${index}.subtitle`)} />
              <Group grow align="flex-start">
                <TextInput
                  label="Button label"
                  description="Empty: no button"
                  {...form.getInputProps(`slides.${index}.buttonLabel`)}
                />
                <TextInput
                  label="Button link"
                  description="/directory or https://…"
                  {...form.getInputProps(`slides.${index}.buttonTarget`)}
                />
              </Group>
            </Stack>
            <SlidePhoto form={form} index={index} />
          </SimpleGrid>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={slides.length >= MAX_SLIDES}
          onClick={() => form.insertListItem("slides", { ...newSlide })}
        >
          Add slide
        </Button>
        <Text size="sm" c="dimmed">
          Up to {MAX_SLIDES} slides; switch one off to keep it for later.
        </Text>
      </Group>
    </Stack>
  );
}

function SlidePhoto({ form, index }: { form: Form; index: number }) {
  const slide = form.getValues().slides[index] ?? newSlide;
  const setImage = (image: typeof slide.image) => form.setFieldValue(`slides.${index}.image`, image);
  const { pending, error, choose } = usePhotoUpload(uploadImage, setImage);
  const shown = slide.image ? { src: slide.image.url, alt: slide.imageAlt } : heroArt[slide.art];
  return (
    <Stack gap="sm">
      <img
        src={shown.src}
        alt={shown.alt}
        style={{ width: "100%", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: 8 }}
      />
      <Group gap="xs">
        <FileButton onChange={(file) => void choose(file)} accept={PHOTO_TYPES}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={pending} leftSection={<IconUpload size={14} />}>
              {slide.image ? "Replace photo" : "Upload photo"}
            </Button>
          )}
        </FileButton>
        {slide.image && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={() => setImage(null)}
            disabled={pending}
          >
            Use an illustration
          </Button>
        )}
      </Group>
      <UploadRefusal error={error} />
      {slide.image ? (
        <TextInput
          label="Photo description"
          description="What the photo shows, for people who cannot see it"
          required
          {...form.getInputProps(`slides.${index}.imageAlt`)}
        />
      ) : (
        <Select
          label="Illustration"
          data={artOptions}
          allowDeselect={false}
          {...form.getInputProps(`slides.${index}.art`)}
        />
      )}
    </Stack>
  );
}
