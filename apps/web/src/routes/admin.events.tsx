// /admin/events: its search, filters and page live in the URL (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { EventsTab } from "#web/components/admin/events/EventsTab.tsx";
import { parseAdminListSearch } from "#web/lib/admin/list-search.ts";

export const Route = createFileRoute("/admin/events")({ validateSearch: parseAdminListSearch, component: EventsTab });
