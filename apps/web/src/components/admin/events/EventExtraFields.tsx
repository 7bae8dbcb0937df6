// The event form's optional facts shown on the event's page: the organizer's website and what it
// costs (for a series, every occurrence takes them).
import { TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { EventFormValues } from "./event-form.ts";

export function EventExtraFields({ form }: { form: UseFormReturnType<EventFormValues> }) {
  return (
    <>
      <TextInput
        label="Event website"
        type="url"
        description="Optional: the organizer's page about it, e.g. ojaijazz.org/summer"
        {...form.getInputProps("website")}
      />
      <TextInput
        label="Cost"
        description='Optional, in your words: "Free", "$10 at the door", "$15 members, $25 guests"'
        {...form.getInputProps("cost")}
      />
    </>
  );
}
