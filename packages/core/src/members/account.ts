// A member's sign-in by a mailed link and their account (docs/product.md "Member accounts"): what
// the /api/account calls take and answer.
import { z } from "zod";
import { email, isoInstant } from "../fields/fields.ts";

/** The address is normalised (trimmed, lower-cased) as members' are stored, so limits count it once. */
export const memberSignInInput = z.object({
  email: email().transform((value) => value.toLowerCase()),
});
export type MemberSignInInput = z.input<typeof memberSignInInput>;

/** The same answer for every address, known or not (no one learns who is a member). */
export const memberSignInReceipt = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** The token of a mailed link (newToken(): 43 characters of base64url; anything else is just refused). */
export const memberLinkInput = z.object({
  token: z.string({ error: "The link's token is required" }).trim().min(1, "The link's token is required").max(200),
});

export const memberOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  businesses: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
});
export type MemberOutput = z.output<typeof memberOutput>;

/** A sign-in link staff copy for a member when no mail goes out. */
export const memberSignInLinkOutput = z.object({
  url: z.string(),
  expiresAt: isoInstant(),
});
