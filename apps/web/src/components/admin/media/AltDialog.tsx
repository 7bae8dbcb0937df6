// The dialog that sets a library photo's alt text and decorative mark (PUT /api/media/{id}).
import { Button, Checkbox, Group, Image, Modal, Stack, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";
import type { MediaItem } from "./upload-media.ts";

export function AltDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.media.update.useMutation();
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  useEffect(() => {
    setAlt(item?.alt ?? "");
    setDecorative(item?.decorative ?? false);
  }, [item]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!item) return;
    const saved = await writeWithToasts(() => update.mutateAsync({ id: item.id, alt, decorative }), {
      success: "Alt text saved",
      failure: "The alt text could not be saved",
    });
    if (saved) {
      await utils.media.list.invalidate();
      onClose();
    }
  };

  return (
    <Modal opened={item !== null} onClose={onClose} title="Alt text">
      {item && (
        <form onSubmit={save} noValidate>
          <Stack gap="sm">
            <Image src={item.url} alt="" mah={200} fit="contain" />
            <Textarea
              label="Alt text"
              description="What the photo shows, for readers who cannot see it. Needed before a public page shows it."
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
              disabled={decorative}
              autosize
              minRows={2}
              maxLength={300}
              data-autofocus
            />
            <Checkbox
              label="Decorative: it adds nothing to the text, and screen readers skip it"
              checked={decorative}
              onChange={(event) => setDecorative(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
