// /admin/account: the signed-in person's own account and sign-in security. The /admin layout
// draws it without the section tabs (AdminLayout.tsx).
import { createFileRoute } from "@tanstack/react-router";
import { AccountScreen } from "#web/components/admin/account/AccountScreen.tsx";

export const Route = createFileRoute("/admin/account")({
  component: AccountScreen,
});
