// An endpoint's signing secret, shown once when the endpoint is registered, with a copy button:
// only the server keeps it, to sign each delivery.
import { Alert, Button, CopyButton, Stack, TextInput } from "@mantine/core";

export function WebhookSecret({ url, secret }: { url: string; secret: string }) {
  return (
    <Stack gap="xs">
      <Alert color="citrus" variant="light">
        Copy the signing secret for {url} now: it is shown this once. The receiver checks each delivery’s
        webhook-signature header with it (any Standard Webhooks library does).
      </Alert>
      <TextInput label="Signing secret" value={secret} readOnly onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Button variant={copied ? "light" : "filled"} color={copied ? "teal" : undefined} onClick={copy}>
            {copied ? "Secret copied" : "Copy secret"}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
