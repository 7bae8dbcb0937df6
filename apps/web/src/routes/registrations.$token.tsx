// /registrations/$token (docs/product.md "Registering for an event"): a registrant's own page, by the
// personal link mailed with the confirmation. Never indexed, never cached (the address is the
// link's secret, and the page changes when it is cancelled); an unknown link answers 404.
import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { PageSkeleton } from "#web/components/content/PageSkeleton.tsx";
import { MyRegistration } from "#web/components/registration/MyRegistration.tsx";
import { BackButton, NotFoundMessage } from "#web/components/ui/NotFoundMessage.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/registrations/$token")({
  head: ({ match }) => privateHead(match.context, "Your registration", "Your registration for an event."),
  headers: () => ({ "cache-control": "private, no-store" }),
  loader: ({ context, params }) => loadPageData(context.trpc.registration.mine.ensureData({ token: params.token })),
  // An unknown link is the site's 404 page (no not-found view of its own: every route's config is
  // in each page's first script).
  component: RegistrationPage,
});

function RegistrationPage() {
  const { token } = Route.useParams();
  // Read in the page rather than by the route's validateSearch, which every page's first script carries.
  const search = useRouterState({ select: (state) => state.location.search as { sent?: unknown; cancel?: unknown } });
  const view = trpc.registration.mine.useQuery({ token }, { retryOnMount: false });
  useHydrationMark();
  if (view.isError)
    return (
      <NotFoundMessage
        title="Registration Not Found"
        text="This link does not lead to a registration. Check that the whole link from your e-mail was opened."
        back={<BackButton to="/events">Back to Events</BackButton>}
      />
    );
  if (view.isPending) return <PageSkeleton label="Loading your registration" />;
  return (
    <MyRegistration
      token={token}
      view={view.data}
      sent={typeof search.sent === "string" ? search.sent : undefined}
      confirming={String(search.cancel) === "1"}
    />
  );
}
