// /admin/sign-in sits beside the /admin layout rather than under it (the `admin_` prefix), so the
// layout's guard does not apply to it. An admin already holding a token, or whose browser is still
// signed in (the session cookie), goes straight back.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SignInPage } from "#web/components/admin/layout/SignInPage.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { afterSignIn, parseSignInSearch } from "#web/lib/admin/sections.ts";
import { hasStaffSession } from "#web/lib/admin/staff-session.ts";
import { privateHead } from "#web/lib/head.ts";

export const Route = createFileRoute("/admin_/sign-in")({
  head: ({ match }) => privateHead(match.context, "Admin", "Chamber administration."),
  // Rendered in the browser, like the dashboard: its redirect depends on the tab's token.
  ssr: false,
  validateSearch: parseSignInSearch,
  beforeLoad: async ({ search }) => {
    if (await hasStaffSession()) {
      throw redirect({ href: afterSignIn(search.redirect), replace: true });
    }
  },
  component: () => (
    <MantineScope>
      <SignInPage />
    </MantineScope>
  ),
});
