import { z } from "zod";
import { isoInstant } from "./fields.ts";

export const loginInput = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(254).toLowerCase(),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export type LoginInput = z.input<typeof loginInput>;

export const loginOutput = z.object({
  token: z.string(),
  expiresAt: isoInstant(),
});

export const meOutput = z.object({
  id: z.number().int(),
  email: z.string(),
});
