import { z } from "zod";
import { isoInstant } from "../fields/fields.ts";
import { staffRole } from "../staff/staff.ts";

export const loginInput = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(254).toLowerCase(),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export type LoginInput = z.input<typeof loginInput>;

/** A password an operator sets (ADMIN_PASSWORD, `pnpm admin password`). */
export const newPassword = z
  .string()
  .min(8, "must be at least 8 characters")
  .max(1024, "must be at most 1024 characters");

/** A tab's bearer token (a sign-in, a refresh from the session cookie, a member's link). */
export const issuedTokenOutput = z.object({
  token: z.string(),
  expiresAt: isoInstant(),
});

/** The password was right but two-step sign-in is on: the code goes to /auth/login/second-step. */
export const secondStepOutput = z.object({
  secondStep: z.literal(true),
  /** Names this sign-in for 5 minutes and at most 5 codes. */
  challenge: z.string(),
});

/** What a right password answers: a token, or the challenge of a second step. */
export const loginOutput = z.union([issuedTokenOutput, secondStepOutput]);
export type LoginOutput = z.output<typeof loginOutput>;

export const meOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  /** Whether two-step sign-in is on for this person (always false for an API token). */
  twoStep: z.boolean(),
});

export const logoutAllOutput = z.object({
  success: z.literal(true),
  /** How many sessions ended, the caller's own included. */
  sessionsEnded: z.number().int(),
});
