// /admin/home: the home page's hero slides, figures, testimonials and Get Involved band, with a
// preview (docs/decisions/035-editable-home-page.md). Editors and owners change it; a moderator is told so.
import { createFileRoute } from "@tanstack/react-router";
import { HomeTab } from "#web/components/admin/home/HomeTab.tsx";
import { ScreenFor } from "#web/components/admin/layout/staff-context.tsx";

export const Route = createFileRoute("/admin/home")({
  component: () => (
    <ScreenFor requires="editor" what="change the home page">
      <HomeTab />
    </ScreenFor>
  ),
});
