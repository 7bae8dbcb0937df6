// /admin/businesses: its search, filters and page live in the URL, read by the list (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { BusinessesTab } from "#web/components/admin/businesses/BusinessesTab.tsx";

export const Route = createFileRoute("/admin/businesses")({
  component: BusinessesTab,
});
