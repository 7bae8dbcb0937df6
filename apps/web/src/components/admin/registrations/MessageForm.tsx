// Staff write to everyone registered for an event (a change of room, what to bring), through the
// outbox: the confirmed, and the waitlist too when chosen.
import { registrationMessageInput } from "@chamber/core/schemas";
import { Checkbox, Stack, Textarea, TextInput } from "@mantine/core";
import { useRef } from "react";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { trpc } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

interface MessageValues {
  subject: string;
  text: string;
  includeWaitlist: boolean;
}

const resolve = zodResolver(registrationMessageInput);

function messageSpec(eventId: number): EntityFormSpec<null, MessageValues, MessageValues & { id: number }> {
  return {
    values: () => ({ subject: "", text: "", includeWaitlist: false }),
    toInput: (values) => ({ ...values, id: eventId }),
    validate: (values) => resolve({ ...values, id: eventId }),
    messages: {
      created: "Message queued",
      updated: "Message queued",
      createFailed: "Failed to send the message",
      updateFailed: "Failed to send the message",
    },
  };
}

export function MessageForm({ eventId, onDone }: { eventId: number; onDone: () => void }) {
  const send = trpc.registration.message.useMutation();
  const queued = useRef(0);
  const { form, submit } = useEntityForm(messageSpec(eventId), {
    item: null,
    save: async (input) => {
      queued.current = (await send.mutateAsync(input)).queued;
    },
    onSaved: onDone,
    // None queued: nobody to write to, or a site that sends no mail (the server says which it was not).
    successMessage: () =>
      queued.current === 0
        ? "Nobody was written to: no one is registered, or this site sends no e-mail"
        : queued.current === 1
          ? "Message queued for 1 person"
          : `Message queued for ${queued.current} people`,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Subject" required {...form.getInputProps("subject")} />
        <Textarea label="Message" required autosize minRows={4} {...form.getInputProps("text")} />
        <Checkbox label="Also write to the waitlist" {...form.getInputProps("includeWaitlist", { type: "checkbox" })} />
        <FormActions submitLabel="Send to everyone" pending={send.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
