// "More photos" in the business form: up to 8 photos beside the main one, in the order the
// business's page shows them. Each upload is sent at once (as the main photo's is) and added at the
// end; a photo moves earlier or later, or is removed. Only the ids are saved with the form.

import type { Image } from "@chamber/core/schemas";
import { MAX_BUSINESS_PHOTOS } from "@chamber/core/schemas";
import { ActionIcon, Box, Button, FileButton, Group, Input, SimpleGrid, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { UploadRefusal } from "#web/components/admin/fields/ImageField.tsx";
import { usePhotoUpload } from "#web/components/forms/use-photo-upload.ts";
import { IconArrowLeft, IconArrowRight, IconTrash, IconUpload } from "#web/components/ui/icons.ts";
import { Photo } from "#web/components/ui/Photo.tsx";
import { uploadImage } from "#web/lib/admin/upload-image.ts";
import { PHOTO_TYPES } from "#web/lib/upload-photo.ts";
import type { BusinessFormValues } from "./business-form.ts";
import { movePhoto } from "./business-form.ts";

export function MorePhotosField({ form }: { form: UseFormReturnType<BusinessFormValues> }) {
  const { photos, name } = form.getValues();
  const setPhotos = (next: Image[]) => form.setFieldValue("photos", next);
  const { pending, error, choose } = usePhotoUpload(uploadImage, (image) =>
    setPhotos([...form.getValues().photos, image]),
  );
  const full = photos.length >= MAX_BUSINESS_PHOTOS;

  return (
    <Input.Wrapper
      label="More photos"
      description={`Optional, up to ${MAX_BUSINESS_PHOTOS}, shown on the business's page in this order.`}
      error={form.errors.photoIds}
    >
      <Box mt={6} data-testid="more-photos-field">
        {photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mb="xs">
            {photos.map((photo, index) => (
              <Box key={photo.id} data-testid="more-photo">
                <Box style={{ borderRadius: 6, overflow: "hidden" }}>
                  <Photo image={photo} alt={`${name || "Business"}, photo ${index + 2}`} sizes="160px" fit="card" />
                </Box>
                <Group gap={4} justify="center" mt={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move photo ${index + 1} earlier`}
                    disabled={index === 0}
                    onClick={() => setPhotos(movePhoto(photos, index, -1))}
                  >
                    <IconArrowLeft size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move photo ${index + 1} later`}
                    disabled={index === photos.length - 1}
                    onClick={() => setPhotos(movePhoto(photos, index, 1))}
                  >
                    <IconArrowRight size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => setPhotos(photos.filter((other) => other.id !== photo.id))}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </Box>
            ))}
          </SimpleGrid>
        )}
        {photos.length === 0 && (
          <Text size="sm" c="dimmed" mb="xs">
            No more photos
          </Text>
        )}
        <FileButton onChange={(file) => void choose(file)} accept={PHOTO_TYPES} disabled={full}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              loading={pending}
              disabled={full}
              leftSection={<IconUpload size={14} />}
            >
              {full ? `${MAX_BUSINESS_PHOTOS} photos: remove one to add another` : "Add a photo"}
            </Button>
          )}
        </FileButton>
        <UploadRefusal error={error} />
      </Box>
    </Input.Wrapper>
  );
}
