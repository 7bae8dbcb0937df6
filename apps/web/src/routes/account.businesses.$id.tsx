// /account/businesses/$id: a member edits one of their listings (components/account/). Drawn in
// the browser only, as the admin is: it reads through the member's session, which a server render
// has no part in, and it draws with Mantine inside MantineScope, in a chunk of its own.
import { createFileRoute } from "@tanstack/react-router";
import { AccountBusinessPage, type AccountBusinessTab } from "#web/components/account/AccountBusinessPage.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/account/businesses/$id")({
  head: ({ match }) => privateHead(match.context, "Your listing", "Change your business's listing."),
  ssr: false,
  // Which tab is open is in the URL (?tab=messages), so the account's links and a reload open it.
  validateSearch: (search: Record<string, unknown>): { tab?: AccountBusinessTab } =>
    search.tab === "messages" || search.tab === "reach" ? { tab: search.tab } : {},
  component: function AccountBusinessRoute() {
    useHydrationMark();
    const { id } = Route.useParams();
    const { tab = "listing" } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MantineScope>
        <AccountBusinessPage
          id={Number(id)}
          tab={tab}
          onTab={(next) => void navigate({ search: next === "listing" ? {} : { tab: next }, replace: true })}
        />
      </MantineScope>
    );
  },
});
