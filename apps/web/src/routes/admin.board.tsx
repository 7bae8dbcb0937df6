// /admin/board: its search, filters and page live in the URL (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { BoardTab } from "#web/components/admin/board/BoardTab.tsx";
import { parseAdminListSearch } from "#web/lib/admin/list-search.ts";

export const Route = createFileRoute("/admin/board")({ validateSearch: parseAdminListSearch, component: BoardTab });
