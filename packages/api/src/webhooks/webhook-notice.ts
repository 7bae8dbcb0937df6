// The owners' mail when an endpoint is turned off after three days of failed deliveries.
import { oneLine } from "../mail/messages.ts";
import type { MailMessage } from "../mail/outbox.ts";

export function webhookDisabledNotice(
  to: string,
  endpoint: { url: string; lastError: string | null },
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: oneLine(`Webhook turned off: ${endpoint.url}`),
    text: [
      `Every delivery to the webhook endpoint ${endpoint.url} has failed for three days, so it was turned off.`,
      endpoint.lastError ? `The last failure: ${oneLine(endpoint.lastError, 300)}` : "",
      "",
      `When the receiver works again, turn the endpoint on in the admin and send the failed deliveries again: ${publicUrl}/admin/webhooks`,
    ].join("\n"),
  };
}
