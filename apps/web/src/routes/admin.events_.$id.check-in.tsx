// /admin/events/$id/check-in: the door's view of an event's registrations (works on a phone).
// ?registration=<id> opens one person directly: a confirmation's QR code leads staff here.
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { CheckInView } from "#web/components/admin/registrations/CheckInView.tsx";

interface CheckInSearch {
  registration?: number;
}

function parseCheckInSearch(search: Record<string, unknown>): CheckInSearch {
  const id = Number(search.registration);
  return Number.isInteger(id) && id > 0 ? { registration: id } : {};
}

export const Route = createFileRoute("/admin/events_/$id/check-in")({
  validateSearch: parseCheckInSearch,
  component: CheckInRoute,
});

function CheckInRoute() {
  const { id } = Route.useParams();
  const { registration } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <CheckInView
      key={id}
      eventId={Number(id)}
      registrationId={registration}
      onShowEveryone={() => void navigate({ to: ".", search: {} })}
    />
  );
}
