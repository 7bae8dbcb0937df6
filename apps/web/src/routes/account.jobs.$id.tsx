// /account/jobs/$id: where the mail 3 days before a job closes sends its poster. The job's page in
// the account is its business's Jobs tab with the job's form open, so this finds the business
// among the member's jobs and goes there (browser-only, like the rest of the account).
import { createFileRoute } from "@tanstack/react-router";
import { AccountPostRedirect } from "#web/components/account/AccountPostRedirect.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/account/jobs/$id")({
  head: ({ match }) => privateHead(match.context, "Your job", "Extend or change your job posting."),
  ssr: false,
  component: function AccountJobRoute() {
    useHydrationMark();
    return (
      <MantineScope>
        <AccountPostRedirect kind="job" id={Number(Route.useParams().id)} />
      </MantineScope>
    );
  },
});
