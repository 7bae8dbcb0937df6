// /admin/events: its search, filters and page live in the URL, read by the list (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { EventsTab } from "#web/components/admin/events/EventsTab.tsx";

export const Route = createFileRoute("/admin/events")({ component: EventsTab });
