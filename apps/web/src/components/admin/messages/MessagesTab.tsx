// Messages: e-mail that keeps failing (when any), the contact messages, and below them the newsletter subscriptions (docs/product.md §2).
import { Stack } from "@mantine/core";
import { ContactMessages } from "./ContactMessages.tsx";
import { FailingMail } from "./FailingMail.tsx";
import { NewsletterSubscriptions } from "./NewsletterSubscriptions.tsx";

export function MessagesTab() {
  return (
    <Stack gap={48}>
      <FailingMail />
      <ContactMessages />
      <NewsletterSubscriptions />
    </Stack>
  );
}
