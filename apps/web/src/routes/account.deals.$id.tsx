// /account/deals/$id: where the mail 3 days before a deal ends sends its poster: the deal's
// business's Deals tab with the deal's form open (AccountPostRedirect).
import { createFileRoute } from "@tanstack/react-router";
import { AccountPostRedirect } from "#web/components/account/AccountPostRedirect.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/account/deals/$id")({
  head: ({ match }) => privateHead(match.context, "Your deal", "Extend or change your deal."),
  ssr: false,
  component: function AccountDealRoute() {
    useHydrationMark();
    return (
      <MantineScope>
        <AccountPostRedirect kind="deal" id={Number(Route.useParams().id)} />
      </MantineScope>
    );
  },
});
