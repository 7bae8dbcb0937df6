// Webhooks: the endpoints told of every change, each with its delivery log (docs/product.md §2).
import { Title } from "@mantine/core";

export function WebhooksTab() {
  return (
    <Title order={2} size="h3">
      Webhooks
    </Title>
  );
}
