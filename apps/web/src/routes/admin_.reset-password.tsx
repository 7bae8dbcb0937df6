// /admin/reset-password?token=… beside the /admin layout, as the sign-in view is: the person the
// mailed link is for is signed out.
import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "#web/components/admin/layout/ResetPasswordPage.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { privateHead } from "#web/lib/head.ts";

export const Route = createFileRoute("/admin_/reset-password")({
  head: ({ match }) => privateHead(match.context, "Choose a new password", "Reset your staff password."),
  ssr: false,
  component: () => (
    <MantineScope>
      <ResetPasswordPage />
    </MantineScope>
  ),
});
