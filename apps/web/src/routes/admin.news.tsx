// /admin/news: its search, filters and page live in the URL (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { NewsTab } from "#web/components/admin/news/NewsTab.tsx";
import { parseAdminListSearch } from "#web/lib/admin/list-search.ts";

export const Route = createFileRoute("/admin/news")({ validateSearch: parseAdminListSearch, component: NewsTab });
