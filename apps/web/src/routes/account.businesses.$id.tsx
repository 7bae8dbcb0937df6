// /account/businesses/$id: a member edits one of their listings (components/account/). Drawn in
// the browser only, as the admin is: it reads through the member's session, which a server render
// has no part in, and it draws with Mantine inside MantineScope, in a chunk of its own.
import { createFileRoute } from "@tanstack/react-router";
import { AccountBusinessPage } from "#web/components/account/AccountBusinessPage.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/account/businesses/$id")({
  head: ({ match }) => privateHead(match.context, "Your listing", "Change your business's listing."),
  ssr: false,
  component: function AccountBusinessRoute() {
    useHydrationMark();
    const { id } = Route.useParams();
    return (
      <MantineScope>
        <AccountBusinessPage id={Number(id)} />
      </MantineScope>
    );
  },
});
