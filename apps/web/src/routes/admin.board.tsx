// /admin/board: its search, filters and page live in the URL, read by the list (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { BoardTab } from "#web/components/admin/board/BoardTab.tsx";

export const Route = createFileRoute("/admin/board")({ component: BoardTab });
