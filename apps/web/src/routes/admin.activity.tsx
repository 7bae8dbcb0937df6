// /admin/activity: the activity log; its filters live in the URL (lib/admin/activity-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { ActivityTab } from "#web/components/admin/activity/ActivityTab.tsx";
import { parseActivitySearch } from "#web/lib/admin/activity-search.ts";

export const Route = createFileRoute("/admin/activity")({
  validateSearch: parseActivitySearch,
  component: ActivityTab,
});
