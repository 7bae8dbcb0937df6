// publishedAt and unlistAt pickers, entered and shown in the chamber's zone (DESIGN §6).
import type { UseFormReturnType } from "@mantine/form";
import { SiteDateTimePicker } from "./SiteDateTimePicker.tsx";
import { SITE_ZONE_LABEL } from "./zone.ts";

interface ScheduleValues {
  publishedAt: string | null;
  unlistAt: string | null;
}

export function ScheduleFields<Values extends ScheduleValues>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <SiteDateTimePicker
        label="Publish at"
        description={`Optional. Hidden from the public site until then (${SITE_ZONE_LABEL}).`}
        clearable
        {...form.getInputProps("publishedAt")}
      />
      <SiteDateTimePicker
        label="Unlist at"
        description={`Optional. Removed from the public site at this time (${SITE_ZONE_LABEL}).`}
        clearable
        {...form.getInputProps("unlistAt")}
      />
    </>
  );
}
