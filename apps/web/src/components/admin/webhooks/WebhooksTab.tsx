// /admin/webhooks (docs/product.md "Webhooks"): the endpoints told of every change they ask for,
// signed the Standard Webhooks way; adding one shows its signing secret once; each has its
// delivery log, a test ping, Edit and Delete. An owner's screen.
import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { ConfirmDeleteModal } from "#web/components/admin/scaffold/ConfirmDeleteModal.tsx";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { SectionHeader } from "#web/components/admin/scaffold/SectionHeader.tsx";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { WebhookEndpointCard } from "./WebhookEndpointCard.tsx";
import { WebhookEndpointForm } from "./WebhookEndpointForm.tsx";
import { WebhookSecret } from "./WebhookSecret.tsx";

type Endpoint = RouterOutputs["webhook"]["list"][number];
/** The dialog open: adding, editing one, or a new endpoint's secret. */
type Dialog = { kind: "add" } | { kind: "edit"; endpoint: Endpoint } | { kind: "secret"; url: string; secret: string };

export function WebhooksTab() {
  const endpoints = trpc.webhook.list.useQuery({});
  const remove = trpc.webhook.delete.useMutation();
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const close = () => setDialog(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const done = await writeWithToasts(() => remove.mutateAsync({ id: deleting.id }), {
      success: "Webhook endpoint deleted",
      failure: "Failed to delete the webhook endpoint",
    });
    if (!done) return;
    setDeleting(null);
    await utils.webhook.list.invalidate();
  };

  return (
    <section aria-labelledby="webhooks-title">
      <SectionHeader title="Webhooks" titleId="webhooks-title">
        <Button onClick={() => setDialog({ kind: "add" })}>Add endpoint</Button>
      </SectionHeader>
      <Text size="sm" c="dimmed" mb="md">
        Each change an endpoint asks for is posted to it as JSON, signed with its secret, within seconds of being saved;
        a failing endpoint is retried for three days, then turned off (owners are e-mailed).
      </Text>
      <ListState
        query={endpoints}
        count={endpoints.data?.length ?? 0}
        empty="No webhook endpoints yet."
        what="webhooks"
      >
        <Stack gap="sm">
          {(endpoints.data ?? []).map((endpoint) => (
            <WebhookEndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setDialog({ kind: "edit", endpoint })}
              onDelete={() => setDeleting(endpoint)}
            />
          ))}
        </Stack>
      </ListState>
      <AdminModal
        opened={dialog !== null}
        onClose={close}
        title={
          dialog?.kind === "secret"
            ? "Your endpoint’s signing secret"
            : dialog?.kind === "edit"
              ? "Edit webhook endpoint"
              : "Add a webhook endpoint"
        }
      >
        {dialog?.kind === "secret" ? (
          <WebhookSecret url={dialog.url} secret={dialog.secret} />
        ) : dialog ? (
          <WebhookEndpointForm
            endpoint={dialog.kind === "edit" ? dialog.endpoint : undefined}
            onCancel={close}
            onSaved={(created) => setDialog(created ? { kind: "secret", ...created } : null)}
          />
        ) : null}
      </AdminModal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete webhook endpoint"
        question="Nothing more is sent to it, and its delivery log is deleted with it."
        name={deleting?.url}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
