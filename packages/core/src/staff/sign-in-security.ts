// The schemas of a staff person's sign-in security (docs/decisions/028-staff-sign-in.md): two-step
// sign-in with an authenticator app (TOTP) and its recovery codes, the owners' policy that requires
// it, and resetting a forgotten password through a mailed link. The API validates with them and the
// admin's forms check against them.
import { z } from "zod";
import { sessionKeeping } from "../auth/auth.ts";
import { staffPassword } from "./staff.ts";

/** The refusal's code while the owners require two-step sign-in and this person has not set it up. */
export const TWO_STEP_REQUIRED_CODE = "TWO_STEP_REQUIRED";
export const TWO_STEP_REQUIRED_MESSAGE = "Turn on two-step sign-in for your account first";

/** The refusal's code of a second step whose challenge is over: the password must be given again. */
export const SIGN_IN_EXPIRED_CODE = "SIGN_IN_EXPIRED";
export const SIGN_IN_EXPIRED_MESSAGE = "This sign-in has expired: enter your password again";

/** The refusal's code of a reset link that is unknown, used or past its 30 minutes. */
export const RESET_LINK_INVALID_CODE = "RESET_LINK_INVALID";

/** What an authenticator app shows: six digits (spaces, as some apps group them, are dropped). */
export const totpCode = z
  .string({ error: "Enter the 6-digit code" })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

/** A TOTP code or one of the recovery codes (xxxxx-xxxxx); checked by the server either way. */
export const secondStepCode = z
  .string({ error: "Enter a code" })
  .trim()
  .min(1, "Enter a code")
  .max(32, "That is not a code");

export const secondStepInput = z.object({
  challenge: z.string({ error: "The sign-in has expired" }).min(1, "The sign-in has expired").max(200),
  code: secondStepCode,
  session: sessionKeeping(),
});

export const twoStepSetupOutput = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// URL the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG document, drawn by the server. */
  qrSvg: z.string(),
});

export const twoStepConfirmInput = z.object({ code: totpCode });

export const recoveryCodesOutput = z.object({
  /** Ten single-use codes, shown this once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});

/** Turning two-step off proves it is the person: a current code, or their password. */
export const twoStepDisableInput = z
  .object({
    code: secondStepCode.optional(),
    password: z.string().min(1, "Enter your password").max(1024).optional(),
  })
  .refine((input) => input.code !== undefined || input.password !== undefined, {
    message: "Enter a code from your authenticator app or your password",
    path: ["code"],
  });

export const twoStepStatusOutput = z.object({
  /** Whether two-step sign-in is on for the signed-in person. */
  enabled: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
  /** Whether the owners require it for every staff account. */
  required: z.boolean(),
});

export const twoStepPolicy = z.object({
  /** Every staff account must turn on two-step sign-in before anything else. */
  required: z.boolean({ error: "required must be true or false" }),
});

export const passwordResetRequestInput = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(254).toLowerCase(),
});

export const passwordResetReceipt = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const passwordResetConfirmInput = z.object({
  token: z.string({ error: "The link is incomplete" }).min(1, "The link is incomplete").max(200),
  password: staffPassword,
});

export const staffResetLinkOutput = z.object({
  /** The link to hand over, when no mail is set up; with mail it went to the person. */
  resetUrl: z.string().optional(),
  /** Whether the link was mailed. */
  mailed: z.boolean(),
});
