// The messages visitors sent one of the member's businesses through its listing, newest first
// (docs/product.md "Inquiries"; GET /account/businesses/{id}/inquiries). Each was mailed to the
// business's members when it came; here they are kept, with the visitor's address to answer.
import { formatInZone } from "@chamber/core";
import { Alert, Anchor, Loader, Paper, Stack, Text } from "@mantine/core";
import { siteZone } from "#web/lib/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";

export function InquiryList({ businessId }: { businessId: number }) {
  const inbox = trpc.account.inquiries.useQuery({ id: businessId });
  if (inbox.isPending) return <Loader size="sm" role="status" aria-label="Loading messages" />;
  if (inbox.isError)
    return (
      <Alert color="red" title="The messages could not be loaded">
        {inbox.error.message}
      </Alert>
    );
  if (inbox.data.length === 0)
    return <Text c="dimmed">No messages yet. Visitors can write to you from your listing's page.</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {inbox.data.map((inquiry) => (
        <Paper component="li" key={inquiry.id} withBorder p="md">
          <Text fw={600}>
            {inquiry.name} · <Anchor href={`mailto:${inquiry.email}`}>{inquiry.email}</Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            {formatInZone(inquiry.createdAt, "full", siteZone)}
          </Text>
          <Text mt="xs" style={{ whiteSpace: "pre-wrap" }}>
            {inquiry.message}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
