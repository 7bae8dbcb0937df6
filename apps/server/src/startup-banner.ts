import type { AdminBootstrap } from "@chamber/api";
import { describeSmtpUrl } from "./mail/smtp.ts";

export interface BannerFacts {
  url: string;
  database: string;
  migrationsApplied: number;
  seeded: boolean;
  admin: AdminBootstrap;
  startupMs: number;
  /** TRUST_PROXY as read (false when unset). */
  trustProxy: boolean | string;
  /** Whether and how e-mail goes out (mailLine). */
  mail: string;
}

/** The mail set-up in one line: the operator learns at start-up that no e-mail will go out. */
export function mailLine(env: {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  STAFF_EMAIL?: string | undefined;
}): string {
  if (!env.SMTP_URL)
    return "off (SMTP_URL unset): no e-mail is sent; staff read messages and submissions in /admin, and copy members' sign-in links there (and staff invitation and password reset links)";
  const staff = env.STAFF_EMAIL ? `staff notices to ${env.STAFF_EMAIL}` : "no staff notices (STAFF_EMAIL unset)";
  return `${describeSmtpUrl(env.SMTP_URL)} from ${env.MAIL_FROM}; ${staff}`;
}

/** Whose X-Forwarded-For is believed: the operator must see it, as it decides whom limits count. */
function trustProxyLine(setting: boolean | string): string {
  if (setting === false) return "none (TRUST_PROXY unset): the client is the socket's address";
  if (setting === true) return "every hop (TRUST_PROXY=true): only safe behind a proxy that overwrites X-Forwarded-For";
  return `X-Forwarded-For from ${setting} (TRUST_PROXY)`;
}

/** What an operator needs after `pnpm start`: where it runs and how to sign in. */
export function startupBanner(facts: BannerFacts): string {
  const lines = [
    "",
    "  Chamber is running",
    `  Site:      ${facts.url}/`,
    `  Admin:     ${facts.url}/admin`,
    `  API docs:  ${facts.url}/api/docs  (OpenAPI: ${facts.url}/api/openapi.json)`,
    `  Database:  ${facts.database}; ${facts.migrationsApplied} migration(s) applied${facts.seeded ? "; seeded with Ojai content" : ""}`,
  ];
  if (facts.admin.kind === "generated") {
    lines.push(
      "",
      "  First admin created. Sign in with (shown only this once):",
      `    email:    ${facts.admin.email}`,
      `    password: ${facts.admin.password}`,
      "  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
    );
  } else if (facts.admin.kind === "configured") {
    lines.push(`  Admin:     ${facts.admin.email} (password from ADMIN_PASSWORD)`);
  }
  lines.push(`  Proxies:   ${trustProxyLine(facts.trustProxy)}`);
  lines.push(`  Mail:      ${facts.mail}`);
  lines.push(`  Ready in ${Math.round(facts.startupMs)} ms`, "");
  return lines.join("\n");
}
