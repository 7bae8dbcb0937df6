import { z } from "zod";
import { email, id, isoInstant, oneLineText, requiredText } from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";

export const contactInput = z.object({
  firstName: oneLineText("first name", 100),
  lastName: oneLineText("last name", 100),
  email: email(),
  subject: oneLineText("subject", limits.subject),
  message: requiredText("message", limits.message),
});
export type ContactInput = z.input<typeof contactInput>;

/** Staff's answer to a message, as the thread shows it. */
export const contactReplyOutput = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Who sent it (their name, or their e-mail when they have none). */
  sentBy: z.string(),
  createdAt: isoInstant(),
  /** The mail's state in the outbox; null when mail is off (nothing was sent). */
  delivery: z.enum(["pending", "sent", "failed"]).nullable(),
});
export type ContactReply = z.output<typeof contactReplyOutput>;

export const contactMessageOutput = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: isoInstant(),
  /** When staff marked it handled; null while it waits (it counts as unread). */
  handledAt: isoInstant().nullable(),
  /** Who marked it handled; null when not handled or the account is gone. */
  handledBy: z.string().nullable(),
  /** Staff's answers, oldest first. */
  replies: z.array(contactReplyOutput),
});
export type ContactMessage = z.output<typeof contactMessageOutput>;

export const contactReceipt = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** Mark a message handled, or (`handled: false`) waiting again. */
export const contactHandledInput = z.object({
  id: id(),
  handled: z.boolean({ error: "Handled must be true or false" }).default(true),
});

export const contactReplyInput = z.object({
  id: id(),
  text: requiredText("reply", 10_000),
});

/** Messages not yet handled: the Messages tab's badge. */
export const contactUnreadCount = z.object({ count: z.number().int() });
