// /account/businesses/$id/events/new: a member sends an event their business organizes
// (components/account/AccountEventPage.tsx). Browser-only and Mantine-drawn, like the listing page.
import { createFileRoute } from "@tanstack/react-router";
import { AccountEventPage } from "#web/components/account/AccountEventPage.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/account/businesses/$id_/events/new")({
  head: ({ match }) => privateHead(match.context, "Submit an event", "Send an event your business organizes."),
  ssr: false,
  component: function AccountEventRoute() {
    useHydrationMark();
    const { id } = Route.useParams();
    return (
      <MantineScope>
        <AccountEventPage id={Number(id)} />
      </MantineScope>
    );
  },
});
