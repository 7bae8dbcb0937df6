// Members (docs/product.md "Claims and members"): the claims that wait for staff, then the people
// who may edit listings, with invitations and removal of access.
import { Stack } from "@mantine/core";
import { PendingClaims } from "./PendingClaims.tsx";
import { People } from "./People.tsx";

export function MembersTab() {
  return (
    <Stack gap={48}>
      <PendingClaims />
      <People />
    </Stack>
  );
}
