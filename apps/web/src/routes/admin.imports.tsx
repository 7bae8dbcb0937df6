// /admin/imports: bringing a chamber's existing directory (CSV) and calendar (iCalendar) in.
// Editors and owners import; a moderator is told so.
import { createFileRoute } from "@tanstack/react-router";
import { ImportsTab } from "#web/components/admin/imports/ImportsTab.tsx";
import { ScreenFor } from "#web/components/admin/layout/staff-context.tsx";

export const Route = createFileRoute("/admin/imports")({
  component: () => (
    <ScreenFor requires="editor" what="import businesses and events">
      <ImportsTab />
    </ScreenFor>
  ),
});
