// A visitor's message to a business through its listing ("Send a message" on /directory/{slug}),
// and the member's inbox of them. The name is one line (it goes into the mail's subject), the
// message is free text quoted in the mail's body; the spam-check fields are the public submissions'.
import { z } from "zod";
import { email, id, isoInstant, oneLineText, requiredText } from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";
import { spamCheckFields } from "../submissions/submission.ts";

export const inquiryInput = z.object({
  id: id().meta({ description: "The business written to." }),
  name: oneLineText("name", 100),
  email: email(),
  message: requiredText("message", limits.message),
  ...spamCheckFields,
});
export type InquiryInput = z.input<typeof inquiryInput>;

export const inquiryReceipt = z.object({ success: z.literal(true), message: z.string() });

export const inquiryOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: isoInstant(),
});
export type Inquiry = z.output<typeof inquiryOutput>;
