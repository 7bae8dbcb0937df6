// /admin/invitation?token=… sits beside the /admin layout (the `admin_` prefix), like the sign-in
// view: the invited person has no account yet, so the layout's guard must not send them away.
import { createFileRoute } from "@tanstack/react-router";
import { InvitationPage } from "#web/components/admin/layout/InvitationPage.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { privateHead } from "#web/lib/head.ts";

export const Route = createFileRoute("/admin_/invitation")({
  head: ({ match }) => privateHead(match.context, "Join the admin", "Accept an invitation to the chamber's admin."),
  // Rendered in the browser, like the dashboard and the sign-in view.
  ssr: false,
  component: () => (
    <MantineScope>
      <InvitationPage />
    </MantineScope>
  ),
});
