// Sends one delivery: the payload as JSON, signed the Standard Webhooks way (`webhook-id`,
// `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`, by the standardwebhooks
// package), to a public address only (outbound/public-request.ts checks at connect time, as DNS may
// have changed since the endpoint was registered). Any 2xx is delivered; the answer's body is not read.
import { Webhook } from "standardwebhooks";
import { type OutboundPolicy, requestPublic } from "../outbound/public-request.ts";

export interface OutgoingWebhook {
  url: string;
  secret: string;
  messageId: string;
  payload: unknown;
}

export interface WebhookOutcome {
  delivered: boolean;
  /** The endpoint's HTTP status, when it answered. */
  status: number | null;
  /** Why it failed, for the delivery log. */
  error: string | null;
}

const TIMEOUT_MS = 10_000;
/** A receiver need say nothing; a longer answer is cut off and counted as a failure. */
const MAX_ANSWER_BYTES = 64 * 1024;

export async function sendWebhook(webhook: OutgoingWebhook, policy: OutboundPolicy, at: Date): Promise<WebhookOutcome> {
  const body = JSON.stringify(webhook.payload);
  const signature = new Webhook(webhook.secret).sign(webhook.messageId, at, body);
  try {
    const answer = await requestPublic(
      {
        url: webhook.url,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "webhook-id": webhook.messageId,
          "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
          "webhook-signature": signature,
        },
        body,
        maxBytes: MAX_ANSWER_BYTES,
        timeoutMs: TIMEOUT_MS,
      },
      policy,
    );
    const delivered = answer.status >= 200 && answer.status < 300;
    return { delivered, status: answer.status, error: delivered ? null : `HTTP ${answer.status}` };
  } catch (error) {
    return {
      delivered: false,
      status: null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    };
  }
}
