// /admin/settings: its search, filters and page live in the URL, read by the list (lib/admin/list-search.ts). Only an
// owner sees the screen; others are told so.
import { createFileRoute } from "@tanstack/react-router";
import { OwnerOnly } from "#web/components/admin/layout/staff-context.tsx";
import { SettingsTab } from "#web/components/admin/settings/SettingsTab.tsx";

export const Route = createFileRoute("/admin/settings")({
  component: () => (
    <OwnerOnly what="change the site settings">
      <SettingsTab />
    </OwnerOnly>
  ),
});
