// SubmissionPhotoField.tsx draws Mantine's Input.Wrapper, FileButton and Buttons as their markup
// (Mantine's stylesheet draws it): the same HTML as Mantine's, but for its heading, which names the
// group instead of being a <label for> an element that does not exist (the file input has no id).
import { Box, Button, FileButton, Group, Input, MantineProvider, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IconPhoto, IconTrash, IconUpload } from "#web/components/ui/icons.ts";
import { theme } from "#web/lib/theme.ts";
import { PHOTO_TYPES } from "#web/lib/upload-photo.ts";
import { SubmissionPhotoField, type SubmittedPhoto } from "./SubmissionPhotoField.tsx";

const html = (node: ReactNode) =>
  renderToString(<MantineProvider theme={theme}>{node}</MantineProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/mantine-_R_[A-Za-z0-9]+_/g, "mantine-ID");

const description =
  "JPEG, PNG, WebP or AVIF, up to 10 MB. Staff see it first; it is shown with your event once published.";
const photo: SubmittedPhoto = { id: 7, preview: "blob:photo", name: "fair.jpg" };

/** The field as Mantine's components drew it. */
function MantinePhotoField({ value, formToken }: { value: SubmittedPhoto | null; formToken?: string }) {
  return (
    <Input.Wrapper label="Photo (optional)" description={description}>
      <Box mt={6} data-testid="submission-photo">
        <input type="hidden" name="imageId" value={value?.id ?? ""} />
        <noscript>
          <Text size="sm">Adding a photo needs JavaScript; the rest of the form sends without it.</Text>
        </noscript>
        {value ? (
          <Box maw={320} mb="xs">
            <img
              src={value.preview}
              alt={`Your photo: ${value.name}`}
              style={{
                display: "block",
                width: "100%",
                aspectRatio: "3 / 2",
                objectFit: "cover",
                borderRadius: "var(--mantine-radius-md)",
              }}
            />
          </Box>
        ) : (
          <Group gap={6} c="dimmed" mb="xs">
            <IconPhoto size={18} aria-hidden="true" />
            <Text size="sm">No photo chosen</Text>
          </Group>
        )}
        <Group gap="xs">
          <FileButton onChange={() => {}} accept={PHOTO_TYPES} disabled={!formToken}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={false}
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
              onClick={() => {}}
              disabled={false}
            >
              Remove photo
            </Button>
          )}
        </Group>
      </Box>
    </Input.Wrapper>
  );
}

describe("the submission photo field", () => {
  it.each([
    ["empty, with the form's token", null, "token"],
    ["with a photo, before the token", photo, undefined],
  ])("%s: Mantine's markup, its heading naming the group", (_state, value, formToken) => {
    const ours = html(
      <SubmissionPhotoField value={value} onChange={() => {}} formToken={formToken} shownWith="your event" />,
    );
    const mantine = html(<MantinePhotoField value={value} formToken={formToken} />).replace(
      '<div class="m_46b77525 mantine-InputWrapper-root"><label class="m_8fdc1311 mantine-InputWrapper-label" for="mantine-ID" id="mantine-ID-label">Photo (optional)</label>',
      '<div class="m_46b77525 mantine-InputWrapper-root" role="group" aria-labelledby="mantine-ID-label" aria-describedby="mantine-ID-description"><div class="m_8fdc1311 mantine-InputWrapper-label" id="mantine-ID-label">Photo (optional)</div>',
    );
    expect(ours).toBe(mantine);
    // No <label for> pointing at an element the page does not have.
    expect(ours).not.toMatch(/<label[^>]* for=/);
  });
});
