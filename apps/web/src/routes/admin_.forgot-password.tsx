// /admin/forgot-password beside the /admin layout (the `admin_` prefix), as the sign-in view is:
// the layout's guard would send a signed-out person to sign in.
import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "#web/components/admin/layout/ForgotPasswordPage.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { privateHead } from "#web/lib/head.ts";

export const Route = createFileRoute("/admin_/forgot-password")({
  head: ({ match }) => privateHead(match.context, "Forgot your password?", "Reset your staff password."),
  ssr: false,
  component: () => (
    <MantineScope>
      <ForgotPasswordPage />
    </MantineScope>
  ),
});
