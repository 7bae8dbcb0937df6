// The endpoint and delivery rows as the webhook API answers them, and the identifiers it makes:
// the Standard Webhooks signing secret and each message's `webhook-id`.
import { randomBytes } from "node:crypto";
import type { Prisma } from "@chamber/db";

export const endpointSelect = {
  id: true,
  url: true,
  description: true,
  events: true,
  enabled: true,
  failingSince: true,
  disabledAt: true,
  createdAt: true,
} satisfies Prisma.WebhookEndpointSelect;

export const deliverySelect = {
  id: true,
  messageId: true,
  type: true,
  status: true,
  attempts: true,
  lastStatus: true,
  lastError: true,
  createdAt: true,
  nextAttemptAt: true,
  deliveredAt: true,
} satisfies Prisma.WebhookDeliverySelect;

/** "whsec_" and 32 random bytes in base64, the form the standardwebhooks libraries take. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** A delivery's `webhook-id`: unique, and the same on each of its attempts. */
export const newMessageId = () => `msg_${randomBytes(16).toString("base64url")}`;
