import { z } from "zod";
import { isoInstant } from "../fields/fields.ts";
import { staffRole } from "../staff/staff.ts";

/**
 * Where a sign-in keeps its 12-hour session: in the browser's HttpOnly cookie (the web app), or in
 * the answer's `refreshToken`, for a script that keeps no cookies (docs/decisions/033).
 */
export const sessionKeeping = () =>
  z.enum(["cookie", "body"], { error: 'Session must be "cookie" or "body"' }).default("cookie").meta({
    description:
      "`cookie` (the default): the session is the `chamber_session` cookie. `body`: no cookie; the answer carries the session as `refreshToken`, which `POST /auth/refresh` takes in its body — for scripts.",
  });

export const loginInput = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(254).toLowerCase(),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
  session: sessionKeeping(),
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
  refreshToken: z.string().optional().meta({
    description:
      'Only for a sign-in with `session: "body"`: the session itself, for `POST /auth/refresh` until `refreshExpiresAt`. Never a bearer token; keep it as secret as a password.',
  }),
  refreshExpiresAt: isoInstant().optional().meta({ description: "When the session (12 hours) ends." }),
});

/** POST /auth/refresh: a script's session token in the body, or nothing and the browser's cookie. */
export const refreshInput = z.object({
  refreshToken: z.string().min(1, "Refresh token is empty").max(200, "That is not a refresh token").optional().meta({
    description: 'The `refreshToken` a sign-in with `session: "body"` answered. Omitted: the session cookie.',
  }),
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
