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

export const loginOutput = z.object({
  token: z.string(),
  expiresAt: isoInstant(),
});

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
