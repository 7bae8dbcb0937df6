import { z } from "zod";
import { email, isoInstant, oneLineText, requiredText } from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";

export const contactInput = z.object({
  firstName: oneLineText("first name", 100),
  lastName: oneLineText("last name", 100),
  email: email(),
  subject: oneLineText("subject", limits.subject),
  message: requiredText("message", limits.message),
});
export type ContactInput = z.input<typeof contactInput>;

export const contactMessageOutput = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: isoInstant(),
});
export type ContactMessage = z.output<typeof contactMessageOutput>;

export const contactReceipt = z.object({
  success: z.literal(true),
  message: z.string(),
});
