// The check-in route's view: the event from the path, the person a QR code opened from the search
// (?registration=<id>; anything else shows everyone).
import { useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { CheckInView } from "./CheckInView.tsx";

/** A registration id from the search, if it is one. */
function registrationOfSearch(search: Record<string, unknown>): number | undefined {
  const id = Number(search.registration);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function CheckInRoute() {
  const { id } = useParams({ from: "/admin/events_/$id/check-in" });
  const registration = useSearch({ strict: false, select: registrationOfSearch });
  const navigate = useNavigate();
  return (
    <CheckInView
      key={id}
      eventId={Number(id)}
      registrationId={registration}
      onShowEveryone={() => void navigate({ to: "/admin/events/$id/check-in", params: { id } })}
    />
  );
}
