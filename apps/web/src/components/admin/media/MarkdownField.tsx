// The markdown field of the page and article forms: its help shows the syntax; "Insert photo"
// writes `![alt](url)` at the cursor; a photo pasted or dropped is uploaded to the library and
// inserted the same way; an image from another site is named under the field as you type (the
// API refuses it too; docs/decisions/034-media-library.md).

import { externalImageProblem } from "@chamber/markdown/images";
import { Button, Code, Group, Stack, Text, Textarea } from "@mantine/core";
import { useDeferredValue, useRef, useState } from "react";
import { IconPhoto } from "#web/components/ui/icons.ts";
import { notifyFailure } from "#web/lib/admin/notify.ts";
import { InsertPhoto } from "./InsertPhoto.tsx";
import { insertAt, type MediaItem, photoMarkdown, uploadMedia } from "./upload-media.ts";

interface MarkdownFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's error for the field, if any. */
  error?: React.ReactNode;
  rows?: number;
}

const imageFiles = (files: FileList | null | undefined) =>
  [...(files ?? [])].filter((file) => file.type.startsWith("image/"));

export function MarkdownField({ label, value, onChange, error, rows = 15 }: MarkdownFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [opened, setOpened] = useState(false);
  const [uploading, setUploading] = useState(false);
  const typed = useDeferredValue(value);
  const outside = externalImageProblem(typed);

  const insert = (markdown: string) => {
    const field = area.current;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    const next = insertAt(value, start, end, markdown);
    onChange(next.value);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const picked = (item: MediaItem) => {
    setOpened(false);
    insert(photoMarkdown(item));
  };
  const uploadFiles = async (files: File[]) => {
    setUploading(true);
    try {
      const stored = await uploadMedia(files);
      insert(stored.map(photoMarkdown).join("\n\n"));
    } catch (caught) {
      notifyFailure(caught instanceof Error ? caught.message : "The photo could not be uploaded", caught);
    } finally {
      setUploading(false);
    }
  };
  const takeFiles = (event: React.ClipboardEvent | React.DragEvent, files: File[]) => {
    if (files.length === 0) return;
    event.preventDefault();
    void uploadFiles(files);
  };

  return (
    <Stack gap={4}>
      <Textarea
        ref={area}
        label={label}
        required
        rows={rows}
        description={
          <>
            Markdown: <Code>## Heading</Code>, <Code>**bold**</Code>, <Code>[link](https://…)</Code>, a photo{" "}
            <Code>![what it shows](/images/…)</Code>. Photos come from the library: use Insert photo, or paste or drop
            one here.
          </>
        }
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onPaste={(event) => takeFiles(event, imageFiles(event.clipboardData?.files))}
        onDrop={(event) => takeFiles(event, imageFiles(event.dataTransfer?.files))}
        error={error ?? outside}
      />
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPhoto size={14} aria-hidden />}
          onClick={() => setOpened(true)}
          loading={uploading}
        >
          Insert photo
        </Button>
        {uploading && (
          <Text size="xs" c="dimmed" role="status">
            Uploading…
          </Text>
        )}
      </Group>
      <InsertPhoto opened={opened} onClose={() => setOpened(false)} onPick={picked} />
    </Stack>
  );
}
