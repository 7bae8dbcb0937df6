// The staff's own schemas: the role field every staff form and REST input shares, and the password
// a person chooses (an invitation, a reset). Whether the password is a common one is checked by the
// server against the list it ships (api/auth/password-rule.ts), past this schema.
import { z } from "zod";
import { STAFF_ROLES } from "./staff-roles.ts";

export const staffRole = z.enum(STAFF_ROLES, {
  error: `Role must be one of: ${STAFF_ROLES.join(", ")}`,
});

export const STAFF_PASSWORD_MIN = 12;

/** A password a staff person chooses: at least 12 characters (NIST SP 800-63B's advice for length). */
export const staffPassword = z
  .string({ error: "Password is required" })
  .min(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`)
  .max(1024, "Password must be at most 1024 characters");
