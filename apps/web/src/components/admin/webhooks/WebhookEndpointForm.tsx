// Adding or editing a webhook endpoint: its URL (https, a public address: the server says why it
// refuses one), a description, the events it wants and, when editing, whether it is on.
import { type WebhookEventType, webhookEndpointInput } from "@chamber/core/schemas";
import { Stack, Switch, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { WebhookEventChoice } from "./WebhookEventChoice.tsx";

type Endpoint = RouterOutputs["webhook"]["list"][number];
type Errors = Partial<Record<"url" | "description" | "events", string>>;

export function WebhookEndpointForm({
  endpoint,
  onCancel,
  onSaved,
}: {
  /** The endpoint to edit; absent: a new one. */
  endpoint?: Endpoint | undefined;
  onCancel: () => void;
  /** A new endpoint's secret, to show once; undefined after an edit. */
  onSaved: (created?: { url: string; secret: string }) => void;
}) {
  const create = trpc.webhook.create.useMutation();
  const update = trpc.webhook.update.useMutation();
  const utils = trpc.useUtils();
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [description, setDescription] = useState(endpoint?.description ?? "");
  const [events, setEvents] = useState<WebhookEventType[]>((endpoint?.events as WebhookEventType[]) ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const checked = webhookEndpointInput.safeParse({ url, description, events, enabled });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    let secret = "";
    const done = await writeWithToasts(
      async () => {
        if (endpoint) await update.mutateAsync({ ...checked.data, id: endpoint.id });
        else secret = (await create.mutateAsync(checked.data)).secret;
      },
      {
        success: endpoint ? "Webhook endpoint saved" : "Webhook endpoint added: copy its secret now",
        failure: endpoint ? "Failed to save the webhook endpoint" : "Failed to add the webhook endpoint",
        onFailure: (error) => setErrors((serverFieldErrors(error) as Errors | null) ?? {}),
      },
    );
    if (!done) return;
    await utils.webhook.list.invalidate();
    onSaved(secret ? { url: checked.data.url, secret } : undefined);
  };

  return (
    <form
      aria-label={endpoint ? "Edit webhook endpoint" : "Add a webhook endpoint"}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Endpoint URL"
          description="Where each change is posted, signed. It must start with https:// and be a public address."
          placeholder="https://hooks.example.com/chamber"
          required
          value={url}
          error={errors.url}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <TextInput
          label="Description"
          placeholder="Member portal"
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <WebhookEventChoice value={events} onChange={setEvents} error={errors.events} />
        {endpoint && (
          <Switch
            label="On"
            description="Off: nothing is sent, and no change is kept for it. Turning it on again clears its failures."
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
        )}
        <FormActions
          onCancel={onCancel}
          submitLabel={endpoint ? "Save endpoint" : "Add endpoint"}
          pending={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}
