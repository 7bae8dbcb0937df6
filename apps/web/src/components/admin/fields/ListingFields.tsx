// Featured and Published switches and the publish/unlist schedule, shared by businesses and events.
import { SimpleGrid, Switch } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ListingValues } from "./listing.ts";
import { ScheduleFields } from "./ScheduleFields.tsx";

export function ListingFields<Values extends ListingValues>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch label="Featured" {...form.getInputProps("featured", { type: "checkbox" })} />
        <Switch label="Published" {...form.getInputProps("published", { type: "checkbox" })} />
      </SimpleGrid>
      <ScheduleFields form={form} />
    </>
  );
}
