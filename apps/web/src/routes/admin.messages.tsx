// /admin/messages: its search, filters and page live in the URL, read by the list (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { MessagesTab } from "#web/components/admin/messages/MessagesTab.tsx";

export const Route = createFileRoute("/admin/messages")({
  component: MessagesTab,
});
