// Where the member's last change stands: waiting for the chamber's approval (old → new), or
// refused with the staff's reason. An approval needs no banner: the listing shows it.
import { Alert, Stack, Text } from "@mantine/core";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { AlertTitle } from "./AlertTitle.tsx";
import type { AccountBusiness } from "./account-listing-form.ts";
import { ListingChanges } from "./ListingChanges.tsx";

export function ChangeStatus({ business }: { business: AccountBusiness }) {
  const { pendingChange, lastDecision } = business;
  if (pendingChange) {
    return (
      <Alert color="yellow" title={<AlertTitle>Waiting for approval</AlertTitle>} role="status">
        <Stack gap="xs">
          <Text size="sm">
            Your change of {formatSiteDate(pendingChange.sentAt, "card")} is waiting for the chamber's approval
            {pendingChange.by ? ` (sent by ${pendingChange.by})` : ""}. The listing shows the old details until then;
            saving again replaces the waiting change.
          </Text>
          <ListingChanges changes={pendingChange.changes} label="The waiting change" />
        </Stack>
      </Alert>
    );
  }
  if (lastDecision?.status === "rejected") {
    return (
      <Alert color="red" title={<AlertTitle>Your last change was not published</AlertTitle>} role="status">
        <Text size="sm">
          On {formatSiteDate(lastDecision.decidedAt, "card")} the chamber did not publish it
          {lastDecision.reason ? `: “${lastDecision.reason}”` : "."} You can change the listing and send it again.
        </Text>
      </Alert>
    );
  }
  return null;
}
