// The optional photo of a public submission: sent as soon as it is chosen, with the form's token;
// the server keeps it from the public until staff approve the submission, so the preview is drawn
// from the chosen file itself. Only the stored image's id travels with the submission (a hidden
// field of the form). Choosing a photo needs the script; the rest of the form posts without it.
import { Alert, Box, Button, FileButton, Group, Input, Text } from "@mantine/core";
import { useEffect } from "react";
import { usePhotoUpload } from "#web/components/forms/use-photo-upload.ts";
import { IconPhoto, IconTrash, IconUpload } from "#web/components/ui/icons.ts";
import { PHOTO_TYPES, sendPhoto } from "#web/lib/upload-photo.ts";

export interface SubmittedPhoto {
  id: number;
  /** An object URL of the chosen file. */
  preview: string;
  name: string;
}

const previewStyle = {
  display: "block",
  width: "100%",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  borderRadius: "var(--mantine-radius-md)",
} as const;

export function SubmissionPhotoField({
  value,
  onChange,
  formToken,
  shownWith,
}: {
  value: SubmittedPhoto | null;
  onChange: (photo: SubmittedPhoto | null) => void;
  formToken: string | undefined;
  /** What the photo is shown with once published: "your event", "the listing". */
  shownWith: string;
}) {
  const { pending, error, choose } = usePhotoUpload(
    (file) => sendPhoto("/api/submissions/images", file, formToken ? { formToken } : {}),
    (image, file) => onChange({ id: image.id, preview: URL.createObjectURL(file), name: file.name }),
  );
  // A replaced, removed or sent photo's preview lets go of its file.
  useEffect(
    () => () => {
      if (value) URL.revokeObjectURL(value.preview);
    },
    [value],
  );

  return (
    <Input.Wrapper
      label="Photo (optional)"
      description={`JPEG, PNG, WebP or AVIF, up to 10 MB. Staff see it first; it is shown with ${shownWith} once published.`}
    >
      <Box mt={6} data-testid="submission-photo">
        <input type="hidden" name="imageId" value={value?.id ?? ""} />
        <noscript>
          <Text size="sm">Adding a photo needs JavaScript; the rest of the form sends without it.</Text>
        </noscript>
        {value ? (
          <Box maw={320} mb="xs">
            <img src={value.preview} alt={`Your photo: ${value.name}`} style={previewStyle} />
          </Box>
        ) : (
          <Group gap={6} c="dimmed" mb="xs">
            <IconPhoto size={18} aria-hidden="true" />
            <Text size="sm">No photo chosen</Text>
          </Group>
        )}
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept={PHOTO_TYPES} disabled={!formToken}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={pending}
                disabled={!formToken}
                leftSection={<IconUpload size={16} aria-hidden="true" />}
              >
                {value ? "Choose another photo" : "Choose a photo"}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => onChange(null)}
              disabled={pending}
            >
              Remove photo
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" variant="light" mt="xs" p="xs" role="alert">
            {error}
          </Alert>
        )}
      </Box>
    </Input.Wrapper>
  );
}
