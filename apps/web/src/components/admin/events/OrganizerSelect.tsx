// "Organizer" in the event form: the business that organizes the event, chosen from the directory
// (drafts too), or none. The business's page lists its upcoming events.
import { Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { trpc } from "#web/lib/trpc.ts";
import type { EventFormValues } from "./event-form.ts";

export function OrganizerSelect({ form }: { form: UseFormReturnType<EventFormValues> }) {
  const businesses = trpc.business.list.useQuery({ scope: "all" });
  const data = (businesses.data ?? []).map((business) => ({ value: String(business.id), label: business.name }));
  return (
    <Select
      label="Organizer"
      description="Optional: a business of the directory; its page lists the event"
      placeholder={businesses.isPending ? "Loading businesses…" : "None"}
      data={data}
      searchable
      clearable
      nothingFoundMessage="No business by that name"
      {...form.getInputProps("organizerId")}
    />
  );
}
