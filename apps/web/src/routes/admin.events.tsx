import { createFileRoute } from "@tanstack/react-router";
import { EventsTab } from "../components/admin/events/EventsTab.tsx";

export const Route = createFileRoute("/admin/events")({ component: EventsTab });
