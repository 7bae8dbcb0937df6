// /admin/settings: its search, filters and page live in the URL (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { SettingsTab } from "#web/components/admin/settings/SettingsTab.tsx";
import { parseAdminListSearch } from "#web/lib/admin/list-search.ts";

export const Route = createFileRoute("/admin/settings")({
  validateSearch: parseAdminListSearch,
  component: SettingsTab,
});
