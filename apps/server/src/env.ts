// The server's environment, read and validated here and nowhere else (docs/architecture.md §3).
import { DEFAULT_SITE_TIMEZONE } from "@chamber/core";
import { newPassword } from "@chamber/core/schemas";
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    DATABASE_URL: optional.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    REDIS_URL: optional.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
        .optional(),
    ),
    /** How long start-up waits for PostgreSQL (DATABASE_URL) and Redis (REDIS_URL) to answer. */
    STARTUP_PATIENCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Prefix of every Redis key and channel, so several deployments can share one Redis. */
    REDIS_PREFIX: z.string().trim().min(1).default("chamber:"),
    /**
     * Which proxies' X-Forwarded-For to believe: true, false, or addresses/CIDRs. Unset: no one,
     * so the socket's address is the client's and no client can choose its rate-limit key.
     */
    TRUST_PROXY: optional.transform(parseTrustProxy),
    ADMIN_EMAIL: optional.pipe(z.email("must be an email address").optional()),
    ADMIN_PASSWORD: optional.pipe(newPassword.optional()),
    PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
    SITE_TIMEZONE: z
      .string()
      .trim()
      .default(DEFAULT_SITE_TIMEZONE)
      .refine(isTimeZone, "must be an IANA time zone such as America/Los_Angeles"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Unset: no e-mail is sent (the banner says so). */
    SMTP_URL: optional.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^/]+/, "must look like smtp://user:pass@host:port or smtps://…")
        .optional(),
    ),
    /** The From of every message: an address, or `Name <address>`. */
    MAIL_FROM: optional.pipe(
      z
        .string()
        .regex(/^(?:[^<>@\s][^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, "must be an address or Name <address>")
        .optional(),
    ),
    /** Newsletter mails queued a second at most, the pace the relay accepts (docs/decisions/036-newsletter-sending.md). */
    NEWSLETTER_RATE: z.coerce
      .number({ error: "must be a number" })
      .positive("must be more than 0")
      .max(1000, "must be at most 1000")
      .default(5),
    /** How long the activity log keeps an entry (docs/decisions/027-activity-log.md). */
    ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
    /** "1": calendar imports and webhooks may reach private and loopback addresses (tests, a LAN). */
    IMPORT_ALLOW_PRIVATE: z
      .enum(["0", "1"], "must be 0 or 1")
      .default("0")
      .transform((value) => value === "1"),
    /** Where staff notices go (new contact messages and submissions). */
    STAFF_EMAIL: optional.pipe(z.email("must be an email address").optional()),
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    path: ["MAIL_FROM"],
    message: "is required when SMTP_URL is set",
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === "true") return true;
  if (value === undefined || value === "false") return false;
  return value;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Env = z.output<typeof envSchema>;

/** Parses the environment; on a bad value, one clear line names the variable and the problem. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ");
  throw new EnvError(`Invalid environment: ${problems}`);
}

export class EnvError extends Error {
  override name = "EnvError";
}
