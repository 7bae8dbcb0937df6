// An endpoint's signing secret, shown once when the endpoint is registered, with a copy button:
// only the server keeps it, to sign each delivery.
import { Alert, Stack } from "@mantine/core";
import { CopyField } from "#web/components/admin/scaffold/CopyField.tsx";

export function WebhookSecret({ url, secret }: { url: string; secret: string }) {
  return (
    <Stack gap="xs">
      <Alert color="citrus" variant="light">
        Copy the signing secret for {url} now: it is shown this once. The receiver checks each delivery’s
        webhook-signature header with it (any Standard Webhooks library does).
      </Alert>
      <CopyField label="Signing secret" value={secret} what="Secret" />
    </Stack>
  );
}
