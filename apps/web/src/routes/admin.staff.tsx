// /admin/staff: the staff accounts, their invitations and the API tokens; an owner's screen, which
// others are told they cannot use.
import { createFileRoute } from "@tanstack/react-router";
import { OwnerOnly } from "#web/components/admin/layout/staff-context.tsx";
import { StaffTab } from "#web/components/admin/staff/StaffTab.tsx";

export const Route = createFileRoute("/admin/staff")({
  component: () => (
    <OwnerOnly what="manage staff accounts and API tokens">
      <StaffTab />
    </OwnerOnly>
  ),
});
