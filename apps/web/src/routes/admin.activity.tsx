// /admin/activity: the activity log; its filters live in the URL (lib/admin/activity-search.ts).
// Editors and owners read it; a moderator is told so.
import { createFileRoute } from "@tanstack/react-router";
import { ActivityTab } from "#web/components/admin/activity/ActivityTab.tsx";
import { ScreenFor } from "#web/components/admin/layout/staff-context.tsx";
import { activitySearchText } from "#web/lib/admin/activity-search-text.ts";

export const Route = createFileRoute("/admin/activity")({
  validateSearch: activitySearchText,
  component: () => (
    <ScreenFor requires="editor" what="read the activity log">
      <ActivityTab />
    </ScreenFor>
  ),
});
