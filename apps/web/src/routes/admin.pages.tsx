// /admin/pages: its search, filters and page live in the URL (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { PagesTab } from "#web/components/admin/pages/PagesTab.tsx";
import { parseAdminListSearch } from "#web/lib/admin/list-search.ts";

export const Route = createFileRoute("/admin/pages")({ validateSearch: parseAdminListSearch, component: PagesTab });
