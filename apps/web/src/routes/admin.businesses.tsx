// /admin/businesses: its search, filters and page live in the URL (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { BusinessesTab } from "#web/components/admin/businesses/BusinessesTab.tsx";
import { parseAdminListSearch } from "#web/lib/admin/list-search.ts";

export const Route = createFileRoute("/admin/businesses")({
  validateSearch: parseAdminListSearch,
  component: BusinessesTab,
});
