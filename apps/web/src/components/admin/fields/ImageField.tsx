// The photo of a business, event or article in its admin form: upload (the file is sent at once
// and the form keeps the stored image), a preview of it as the site will crop it on cards, and
// remove. Only the image's id is saved with the form.
import type { Image } from "@chamber/core/schemas";
import { Alert, Box, Button, FileButton, Group, Input, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { usePhotoUpload } from "#web/components/forms/use-photo-upload.ts";
import { IconPhoto, IconTrash, IconUpload } from "#web/components/ui/icons.ts";
import { Photo } from "#web/components/ui/Photo.tsx";
import { uploadImage } from "#web/lib/admin/upload-image.ts";
import { PHOTO_TYPES } from "#web/lib/upload-photo.ts";

export function ImageField<Values extends { image: Image | null }>({
  form,
  alt,
  upload = uploadImage,
}: {
  form: UseFormReturnType<Values>;
  /** The preview's alt text: the entity's name as typed so far. */
  alt: string;
  /** Where the file goes: the admin's upload, unless a member's form sends it its own way. */
  upload?: (file: File) => Promise<Image>;
}) {
  const image = form.getValues().image;
  // Mantine's form types paths loosely for generic values; "image" is one of them by the bound above.
  const setImage = (next: Image | null) => form.setFieldValue("image" as never, next as never);
  const { pending, error, choose } = usePhotoUpload(upload, setImage);

  return (
    <Input.Wrapper
      label="Photo"
      description="Optional. JPEG, PNG, WebP or AVIF, up to 10 MB; shown on the card and the page."
    >
      <Box mt={6} data-testid="image-field">
        {image ? (
          <Box maw={320} mb="xs" style={{ borderRadius: 8, overflow: "hidden" }}>
            <Photo image={image} alt={alt || "Photo"} sizes="320px" fit="card" />
          </Box>
        ) : (
          <Group gap={6} c="dimmed" mb="xs">
            <IconPhoto size={18} aria-hidden="true" />
            <Text size="sm">No photo</Text>
          </Group>
        )}
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept={PHOTO_TYPES}>
            {(props) => (
              <Button {...props} variant="light" size="xs" loading={pending} leftSection={<IconUpload size={14} />}>
                {image ? "Replace photo" : "Upload photo"}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => setImage(null)}
              disabled={pending}
            >
              Remove photo
            </Button>
          )}
        </Group>
        <UploadRefusal error={error} />
      </Box>
    </Input.Wrapper>
  );
}

/** Why an upload was refused, under the field, or nothing. */
export function UploadRefusal({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" mt="xs" p="xs" role="alert">
      {error}
    </Alert>
  );
}
