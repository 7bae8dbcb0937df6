// The optional photo of a public submission: sent as soon as it is chosen, with the form's token;
// the server keeps it from the public until staff approve the submission, so the preview is drawn
// from the chosen file itself. Only the stored image's id travels with the submission (a hidden
// field of the form). Choosing a photo needs the script; the rest of the form posts without it.
// Drawn as the markup of Mantine's Input.Wrapper, FileButton, Button and Alert (ui/),
// except that its heading is not a <label>: there is no field for it to name (the file input is
// hidden behind the button), so it names the group instead.
import { useEffect, useId, useRef } from "react";
import { AlertMarkup } from "#web/components/forms/AlertMarkup.tsx";
import { usePhotoUpload } from "#web/components/forms/use-photo-upload.ts";
import { ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconPhoto, IconTrash, IconUpload } from "#web/components/ui/icons.ts";
import { BoxMarkup } from "#web/components/ui/layout-markup.tsx";
import { GroupMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
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

  const id = `mantine-${useId()}`;
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    // biome-ignore lint/a11y/useSemanticElements: Mantine's wrapper, drawn by its stylesheet; a <fieldset> brings a border and a legend's layout
    <div
      className="m_46b77525 mantine-InputWrapper-root"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-description`}
    >
      <div className="m_8fdc1311 mantine-InputWrapper-label" id={`${id}-label`}>
        Photo (optional)
      </div>
      <p className="m_fe47ce59 mantine-InputWrapper-description" id={`${id}-description`}>
        {`JPEG, PNG, WebP or AVIF, up to 10 MB. Staff see it first; it is shown with ${shownWith} once published.`}
      </p>
      <BoxMarkup mt={6} data-testid="submission-photo">
        <input type="hidden" name="imageId" value={value?.id ?? ""} />
        <noscript>
          <TextMarkup size="sm">Adding a photo needs JavaScript; the rest of the form sends without it.</TextMarkup>
        </noscript>
        {value ? (
          <BoxMarkup maw={320} mb="xs">
            <img src={value.preview} alt={`Your photo: ${value.name}`} style={previewStyle} />
          </BoxMarkup>
        ) : (
          <GroupMarkup gap={6} c="dimmed" mb="xs">
            <IconPhoto size={18} aria-hidden="true" />
            <TextMarkup size="sm">No photo chosen</TextMarkup>
          </GroupMarkup>
        )}
        <GroupMarkup gap="xs">
          <input
            ref={fileInput}
            style={{ display: "none" }}
            type="file"
            accept={PHOTO_TYPES}
            onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
          />
          <ButtonMarkup
            variant="light"
            loading={pending}
            disabled={!formToken}
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={() => fileInput.current?.click()}
          >
            {value ? "Choose another photo" : "Choose a photo"}
          </ButtonMarkup>
          {value && (
            <ButtonMarkup
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => onChange(null)}
              disabled={pending}
            >
              Remove photo
            </ButtonMarkup>
          )}
        </GroupMarkup>
        {error && <UploadProblem>{error}</UploadProblem>}
      </BoxMarkup>
    </div>
  );
}

const uploadProblemSpace = { marginTop: "var(--mantine-spacing-xs)", padding: "var(--mantine-spacing-xs)" };

/** Mantine's light red Alert without a title, mt="xs" p="xs". */
function UploadProblem({ children }: { children: string }) {
  return (
    <AlertMarkup color="red" role="alert" style={uploadProblemSpace}>
      {children}
    </AlertMarkup>
  );
}
