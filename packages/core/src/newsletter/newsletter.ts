// The newsletter's subscribers (docs/product.md "Newsletter"; docs/decisions/037-newsletter-double-opt-in.md):
// a sign-up is pending until the mailed link is followed; the subscriber's one link token opens
// their confirm, preferences and unsubscribe pages.
import { z } from "zod";
import { email, isoInstant } from "../fields/fields.ts";
import { listPaging } from "../paging/list-paging.ts";

/** The lists a subscriber may hold: the chamber's news, the events digest, the members-only letter. */
export const newsletterLists = ["news", "events", "members"] as const;
export type NewsletterList = (typeof newsletterLists)[number];

/** What a sign-up holds when it names no lists (the database's default too). */
export const defaultNewsletterLists: NewsletterList[] = ["news", "events"];

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed", "bounced"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** The members-only list is for the addresses of member accounts (the field refusal's words). */
export const MEMBERS_LIST_REFUSAL =
  "The members-only newsletter is for the e-mail address of a member account: use the address you sign in with";

const lists = z
  .array(z.enum(newsletterLists, { error: "Choose among news, events and members" }))
  .max(newsletterLists.length, "Choose each list once")
  .transform((chosen) => newsletterLists.filter((list) => chosen.includes(list)));

/** Emails are normalised (trimmed, lower-cased) so a repeat finds the same subscription. */
export const newsletterInput = z.object({
  email: email().transform((value) => value.toLowerCase()),
  lists: lists
    .refine((chosen) => chosen.length > 0, "Choose at least one list")
    .optional()
    .meta({ description: "The lists to receive; without it, news and the events digest." }),
});
export type NewsletterInput = z.input<typeof newsletterInput>;

export const subscriptionOutput = z.object({
  id: z.number().int(),
  email: z.string(),
  isActive: z.boolean(),
  status: z.enum(newsletterStatuses),
  lists: z.array(z.enum(newsletterLists)),
  confirmedAt: isoInstant().nullable(),
  createdAt: isoInstant(),
});
export type Subscription = z.output<typeof subscriptionOutput>;

/** The staff's list: optionally one status only. */
export const subscriptionListQuery = z.object({
  status: z
    .enum(newsletterStatuses, { error: "Status must be pending, confirmed, unsubscribed or bounced" })
    .optional(),
  ...listPaging,
});

/** The public answer never reveals whether the address was already subscribed. */
export const subscribeReceipt = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** A subscriber's link token (64 hexadecimal characters); anything else is simply not found. */
export const subscriberToken = z.object({
  token: z.string().trim().min(1, "Token is required").max(200, "Token is not one we sent"),
});

/** What a subscriber's own link shows: the address (partly hidden), the state and the lists. */
export const subscriberView = z.object({
  email: z.string(),
  status: z.enum(newsletterStatuses),
  lists: z.array(z.enum(newsletterLists)),
  /** Whether the address is a member account's, which may hold the members-only list. */
  membersListAllowed: z.boolean(),
});
export type SubscriberView = z.output<typeof subscriberView>;

export const subscriberPreferences = subscriberToken.extend({
  lists: lists.refine((chosen) => chosen.length > 0, "Choose at least one list, or unsubscribe"),
});
export type SubscriberPreferencesInput = z.input<typeof subscriberPreferences>;
