// /admin: only the `?tab=` search rule lives in the main bundle; the router's autoCodeSplitting
// moves the component (and everything under components/admin) into its own chunk, so public pages
// never download the dashboard.
import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../components/admin/AdminPage.tsx";
import { type AdminTab, parseAdminTab } from "../lib/admin/tabs.ts";

export interface AdminSearch {
  tab?: AdminTab;
}

export const Route = createFileRoute("/admin")({
  // An unknown tab reads as none (the default). The key is always returned: TanStack Router keeps
  // raw keys a route's validator leaves out.
  validateSearch: (search: Record<string, unknown>): AdminSearch => ({ tab: parseAdminTab(search.tab) }),
  component: AdminPage,
});
