import { z } from "zod";
import { email, isoInstant } from "../fields/fields.ts";

/** Emails are normalised (trimmed, lower-cased) so a repeat finds the same subscription. */
export const newsletterInput = z.object({
  email: email().transform((value) => value.toLowerCase()),
});
export type NewsletterInput = z.input<typeof newsletterInput>;

export const subscriptionOutput = z.object({
  id: z.number().int(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: isoInstant(),
});
export type Subscription = z.output<typeof subscriptionOutput>;

/** The public answer never reveals whether the address was already subscribed. */
export const subscribeReceipt = z.object({
  success: z.literal(true),
  message: z.string(),
});
