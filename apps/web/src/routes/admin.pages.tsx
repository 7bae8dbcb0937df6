// /admin/pages: its search, filters and page live in the URL, read by the list (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { PagesTab } from "#web/components/admin/pages/PagesTab.tsx";

export const Route = createFileRoute("/admin/pages")({ component: PagesTab });
