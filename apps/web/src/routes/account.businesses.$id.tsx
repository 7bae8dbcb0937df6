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
  // Which tab is open is in the URL (?tab=messages), so the account's links and a reload open it;
  // ?tab=jobs&post=12 opens that job's form (the reminder mail's link leads there).
  validateSearch: (search: Record<string, unknown>): { tab?: AccountBusinessTab; post?: number } =>
    typeof search.tab === "string" && ["messages", "reach", "jobs", "deals"].includes(search.tab)
      ? {
          tab: search.tab as AccountBusinessTab,
          ...(Number.isSafeInteger(Number(search.post)) && Number(search.post) > 0
            ? { post: Number(search.post) }
            : {}),
        }
      : {},
  component: function AccountBusinessRoute() {
    useHydrationMark();
    const { id } = Route.useParams();
    const { tab = "listing", post } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MantineScope>
        <AccountBusinessPage
          id={Number(id)}
          tab={tab}
          post={post}
          onTab={(next) => void navigate({ search: next === "listing" ? {} : { tab: next }, replace: true })}
        />
      </MantineScope>
    );
  },
});
