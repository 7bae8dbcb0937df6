// /admin/staff (docs/product.md "Staff and roles"): the people with a staff account and their
// roles, the invitations still waiting, and the API tokens integrations use. An owner's screen.
import { Stack } from "@mantine/core";
import { ApiTokensPanel } from "./ApiTokensPanel.tsx";
import { StaffPeople } from "./StaffPeople.tsx";

export function StaffTab() {
  return (
    <Stack gap={48}>
      <StaffPeople />
      <ApiTokensPanel />
    </Stack>
  );
}
