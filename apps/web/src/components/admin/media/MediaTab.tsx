// Media (docs/product.md §2, docs/decisions/034-media-library.md): every stored photo in one grid
// with its alt text, size, where it is used and when it was added; several uploaded at once; alt
// text edited and the decorative mark set in a dialog; a photo nothing uses deleted.
import { Badge, Button, FileButton, Image, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { listById, useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { IconUpload } from "#web/components/ui/icons.ts";
import { notifyFailure, notifySuccess } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { PHOTO_TYPES } from "#web/lib/upload-photo.ts";
import { AltDialog } from "./AltDialog.tsx";
import { describeUses } from "./media-uses.ts";
import { formatBytes, type MediaItem, uploadMedia } from "./upload-media.ts";

export function MediaTab() {
  // Uses change with every page, article or listing saved elsewhere: asked afresh each time the tab opens.
  const media = trpc.media.list.useQuery({}, { refetchOnMount: "always" });
  const utils = trpc.useUtils();
  const remove = trpc.media.delete.useMutation();
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [uploading, setUploading] = useState(false);
  const view = useListView<MediaItem>({
    ...listById(media),
    noun: { one: "photo", many: "photos" },
    text: (item) => [item.alt ?? "", ...item.usedBy.map((use) => use.title)],
    pageSize: 24,
  });

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    try {
      const stored = await uploadMedia(files);
      notifySuccess(`${stored.length} ${stored.length === 1 ? "photo" : "photos"} added: give each its alt text`);
      await utils.media.list.invalidate();
    } catch (error) {
      notifyFailure(error instanceof Error ? error.message : "The photos could not be uploaded", error);
    } finally {
      setUploading(false);
    }
  };

  const del = async (item: MediaItem) => {
    try {
      await remove.mutateAsync({ id: item.id });
      notifySuccess("Photo deleted");
      await utils.media.list.invalidate();
    } catch (error) {
      notifyFailure(error instanceof Error ? error.message : "The photo could not be deleted", error);
    }
  };

  return (
    <AdminList
      id="media"
      title="Media"
      actions={
        <FileButton onChange={(files) => void upload(files)} accept={PHOTO_TYPES} multiple>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={uploading}>
              Upload photos
            </Button>
          )}
        </FileButton>
      }
      query={media}
      view={view}
      what="photos"
      empty="No photos yet. Upload some, or add one to a business, event or article."
      layout="grid"
      after={<AltDialog item={editing} onClose={() => setEditing(null)} />}
    >
      {(item) => {
        const name = item.alt || `Photo ${item.id}`;
        return (
          <AdminCard
            variant="tile"
            padding="md"
            label={name}
            heading={item.decorative ? "Decorative" : item.alt || "No alt text"}
            headingSize="h5"
            badges={
              <>
                {!item.alt && !item.decorative && <Badge color="red.9">Needs alt text</Badge>}
                {item.usedBy.length === 0 && <Badge color="gray">Unused</Badge>}
              </>
            }
            actions={
              <>
                <Button variant="light" size="xs" onClick={() => setEditing(item)}>
                  Edit alt text<VisuallyHidden> of photo {item.id}</VisuallyHidden>
                </Button>
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  onClick={() => void del(item)}
                  loading={remove.isPending && remove.variables?.id === item.id}
                >
                  Delete<VisuallyHidden> photo {item.id}</VisuallyHidden>
                </Button>
              </>
            }
          >
            <Image src={item.url} alt="" h={140} fit="cover" radius="sm" loading="lazy" />
            <Text size="xs" c="dimmed">
              {item.width}×{item.height} · {formatBytes(item.bytes)} · added {formatSiteDate(item.createdAt, "card")}
            </Text>
            <Text size="xs">{describeUses(item.usedBy)}</Text>
          </AdminCard>
        );
      }}
    </AdminList>
  );
}
