// /admin/news: its search, filters and page live in the URL, read by the list (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { NewsTab } from "#web/components/admin/news/NewsTab.tsx";

export const Route = createFileRoute("/admin/news")({ component: NewsTab });
