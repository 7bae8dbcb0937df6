// /admin/events/$id/check-in: the door's view of an event's registrations (works on a phone).
// ?registration=<id> opens one person directly: a confirmation's QR code leads staff there. Only
// the route's name lives in the main bundle: the search is read in the view's own chunk.
import { createFileRoute } from "@tanstack/react-router";
import { CheckInRoute } from "#web/components/admin/registrations/CheckInRoute.tsx";

export const Route = createFileRoute("/admin/events_/$id/check-in")({ component: CheckInRoute });
