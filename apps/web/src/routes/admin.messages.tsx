// /admin/messages: its search, filters and page live in the URL (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { MessagesTab } from "#web/components/admin/messages/MessagesTab.tsx";
import { parseAdminListSearch } from "#web/lib/admin/list-search.ts";

export const Route = createFileRoute("/admin/messages")({
  validateSearch: parseAdminListSearch,
  component: MessagesTab,
});
