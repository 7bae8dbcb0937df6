// publishedAt and unlistAt pickers, entered and shown in the chamber's zone (docs/architecture.md §6).
import type { UseFormReturnType } from "@mantine/form";
import { siteZoneName } from "#web/lib/admin/site-zone.ts";
import type { ListingValues } from "./listing.ts";
import { SiteDateTimeField } from "./SiteDateTimeField.tsx";

export function ScheduleFields<Values extends ListingValues>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <SiteDateTimeField
        label="Publish at"
        timeLabel="Publish time"
        description={`Optional. Hidden from the public site until then (${siteZoneName}).`}
        clearable
        {...form.getInputProps("publishedAt")}
      />
      <SiteDateTimeField
        label="Unlist at"
        timeLabel="Unlist time"
        description={`Optional. Removed from the public site at this time (${siteZoneName}).`}
        clearable
        {...form.getInputProps("unlistAt")}
      />
    </>
  );
}
