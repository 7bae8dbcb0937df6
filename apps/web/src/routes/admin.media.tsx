// /admin/media: the media library (docs/decisions/034-media-library.md).
import { createFileRoute } from "@tanstack/react-router";
import { MediaTab } from "#web/components/admin/media/MediaTab.tsx";

export const Route = createFileRoute("/admin/media")({
  component: MediaTab,
});
