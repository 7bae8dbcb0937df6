// Webhooks (docs/decisions/031-webhooks.md): the event types an endpoint may ask for, once, for the
// API's input, the OpenAPI document's `webhooks` and the admin's checkboxes; the endpoint's fields
// and what its delivery log answers.
import { z } from "zod";
import { id, optionalOneLineText } from "../fields/fields.ts";

/** Every event type, grouped by what changed; `webhook.ping` is sent on demand and never asked for. */
export const webhookEventGroups = [
  { label: "Businesses", types: ["business.created", "business.updated", "business.deleted"] },
  { label: "Events", types: ["event.created", "event.updated", "event.deleted"] },
  { label: "News", types: ["news.created", "news.updated", "news.deleted"] },
  { label: "Pages", types: ["page.created", "page.updated", "page.deleted"] },
  { label: "Deals", types: ["deal.created", "deal.updated", "deal.deleted"] },
  { label: "Jobs", types: ["job.created", "job.updated", "job.deleted"] },
  { label: "Board members", types: ["board_member.created", "board_member.updated", "board_member.deleted"] },
  { label: "Submissions", types: ["submission.received", "submission.decided"] },
  { label: "Contact messages", types: ["contact.received"] },
  { label: "Newsletter", types: ["newsletter.subscribed", "newsletter.unsubscribed"] },
] as const;

type Group = (typeof webhookEventGroups)[number];
export type WebhookEventType = Group["types"][number];

export const webhookEventTypes = webhookEventGroups.flatMap((group) => group.types) as [
  WebhookEventType,
  ...WebhookEventType[],
];
export const webhookEventType = z.enum(webhookEventTypes, {
  error: `Each event must be one of ${webhookEventTypes.join(", ")}`,
});

/** The type of the test message `POST /webhooks/{id}/ping` sends. */
export const WEBHOOK_PING = "webhook.ping";

const MAX_URL = 2000;

export const webhookEndpointInput = z.object({
  url: z
    .string({ error: "URL is required" })
    .trim()
    .min(1, "URL is required")
    .max(MAX_URL, `URL must be at most ${MAX_URL} characters`),
  description: optionalOneLineText("description", 200),
  events: z
    .array(webhookEventType, { error: "Choose at least one event" })
    .min(1, "Choose at least one event")
    .transform((events) => [...new Set(events)]),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;

export const webhookEndpointUpdate = webhookEndpointInput.extend({ id: id() });

export const webhookEndpointOutput = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** The first failure of the current run of failures; null while deliveries succeed. */
  failingSince: z.date().nullable(),
  /** When it was turned off after three days of failures (null when on, or turned off by hand). */
  disabledAt: z.date().nullable(),
  createdAt: z.date(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointOutput>;

/** The answer to registering an endpoint: the signing secret, shown this once. */
export const webhookEndpointCreated = webhookEndpointOutput.extend({
  secret: z.string().describe("The Standard Webhooks signing secret (`whsec_…`): shown this once, never again"),
});

export const webhookDeliveryOutput = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt. */
  messageId: z.string(),
  type: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int(),
  /** The endpoint's last HTTP status, when it answered. */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  nextAttemptAt: z.date(),
  deliveredAt: z.date().nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliveryOutput>;

export const webhookDeliveriesQuery = z.object({
  id: id(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const webhookDeliveryRef = z.object({ id: id(), deliveryId: id() });
