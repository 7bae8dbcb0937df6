// "Insert photo" (docs/decisions/034-media-library.md): a dialog with the library's photos in a
// grid to pick one, or an upload; the chosen photo is handed back to the markdown field, which
// writes `![alt](url)` at its cursor. A photo without alt text is offered its alt field here, so
// the markdown it writes carries one (a published page refuses a photo without).
import {
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { useState } from "react";
import { notifyFailure } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";
import { PHOTO_TYPES } from "#web/lib/upload-photo.ts";
import classes from "./media.module.css";
import { type MediaItem, uploadMedia } from "./upload-media.ts";

export function InsertPhoto({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const media = trpc.media.list.useQuery({}, { enabled: opened });
  const utils = trpc.useUtils();
  const update = trpc.media.update.useMutation();
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState("");
  const [uploading, setUploading] = useState(false);

  const choose = (item: MediaItem) => {
    if (item.alt || item.decorative) return pick(item);
    setChosen(item);
    setAlt("");
  };
  const pick = (item: MediaItem) => {
    setChosen(null);
    onPick(item);
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const [stored] = await uploadMedia([file]);
      await utils.media.list.invalidate();
      if (stored) choose(stored);
    } catch (error) {
      notifyFailure(error instanceof Error ? error.message : "The photo could not be uploaded", error);
    } finally {
      setUploading(false);
    }
  };
  const saveAlt = async (event: React.FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the page form, but React still bubbles its submit there.
    event.stopPropagation();
    if (!chosen || !alt.trim()) return;
    try {
      pick(await update.mutateAsync({ id: chosen.id, alt, decorative: false }));
      void utils.media.list.invalidate();
    } catch (error) {
      notifyFailure("The alt text could not be saved", error);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Insert photo" size="xl">
      {chosen ? (
        <form onSubmit={saveAlt} noValidate>
          <Stack gap="sm">
            <img src={chosen.url} alt="" className={classes.chosen} />
            <TextInput
              label="Alt text"
              description="What the photo shows, for readers who cannot see it. Saved in the library too."
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
              maxLength={300}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChosen(null)}>
                Back
              </Button>
              <Button type="submit" disabled={!alt.trim()} loading={update.isPending}>
                Insert
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Pick a photo from the library, or upload one.
            </Text>
            <FileButton onChange={(file) => void upload(file)} accept={PHOTO_TYPES}>
              {(props) => (
                <Button {...props} variant="light" loading={uploading}>
                  Upload a photo
                </Button>
              )}
            </FileButton>
          </Group>
          {media.isPending ? (
            <Loader size="sm" aria-label="Loading photos" />
          ) : media.isError ? (
            <Text c="red">The library could not be loaded.</Text>
          ) : media.data.length === 0 ? (
            <Text size="sm">The library has no photos yet.</Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {media.data.map((item) => (
                <UnstyledButton
                  key={item.id}
                  className={classes.pick}
                  onClick={() => choose(item)}
                  aria-label={`Insert ${item.alt || (item.decorative ? "decorative photo" : `photo ${item.id} (no alt text yet)`)}`}
                >
                  <img src={item.url} alt="" loading="lazy" />
                  <Text size="xs" lineClamp={2}>
                    {item.decorative ? "Decorative" : item.alt || "No alt text yet"}
                  </Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Modal>
  );
}
