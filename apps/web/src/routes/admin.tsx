// /admin: the dashboard's layout route. Its guard runs before any section loads: a tab without a
// token first asks the session cookie for one (another tab of a signed-in browser), and without
// either the visitor goes to the sign-in view, which brings them back here afterwards. Only the guard
// lives in the main bundle, and the token store it asks arrives on demand (lib/admin/staff-session.ts);
// the router's autoCodeSplitting moves the component (and everything under components/admin) into
// chunks of their own, so public pages never download the dashboard.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminLayout } from "#web/components/admin/layout/AdminLayout.tsx";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { hasStaffSession } from "#web/lib/admin/staff-session.ts";
import { privateHead } from "#web/lib/head.ts";

export const Route = createFileRoute("/admin")({
  head: ({ match }) => privateHead(match.context, "Admin", "Chamber administration."),
  // The dashboard renders in the browser only: the server sends the document and no admin code,
  // and the guard (which reads the tab's token, or asks for one) runs where the token is. Its
  // redirect may land before React has hydrated the document: the root renders /admin's routes
  // only after that (__root.tsx), so there is no match of theirs being hydrated to take away.
  ssr: false,
  beforeLoad: async ({ location }) => {
    if (await hasStaffSession()) return;
    throw redirect({ to: "/admin/sign-in", search: { redirect: location.href }, replace: true });
  },
  component: () => (
    <MantineScope>
      <AdminLayout />
    </MantineScope>
  ),
});
