// /admin/settings: its search, filters and page live in the URL (lib/admin/list-search.ts). Only an
// owner sees the screen; others are told so.
import { createFileRoute } from "@tanstack/react-router";
import { OwnerOnly } from "#web/components/admin/layout/staff-context.tsx";
import { SettingsTab } from "#web/components/admin/settings/SettingsTab.tsx";
import { parseAdminListSearch } from "#web/lib/admin/list-search.ts";

export const Route = createFileRoute("/admin/settings")({
  validateSearch: parseAdminListSearch,
  component: () => (
    <OwnerOnly what="change the site settings">
      <SettingsTab />
    </OwnerOnly>
  ),
});
