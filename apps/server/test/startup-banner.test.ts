// The start-up banner tells the operator how to reach the site and whose X-Forwarded-For is
// believed (TRUST_PROXY), since that decides which address the rate limits count.
import { describe, expect, it } from "vitest";
import { mailLine, startupBanner } from "../src/startup-banner.ts";

const facts = {
  url: "http://localhost:3000",
  database: "PostgreSQL",
  migrationsApplied: 0,
  seeded: false,
  admin: { kind: "existing" } as const,
  startupMs: 812,
  mail: mailLine({}),
};

describe("startupBanner", () => {
  it("says no proxy is trusted when TRUST_PROXY is unset", () => {
    expect(startupBanner({ ...facts, trustProxy: false })).toMatch(/Proxies: +none \(TRUST_PROXY unset\)/);
  });

  it("names the trusted load balancer, or warns when every hop is trusted", () => {
    expect(startupBanner({ ...facts, trustProxy: "10.0.0.2" })).toContain("X-Forwarded-For from 10.0.0.2");
    expect(startupBanner({ ...facts, trustProxy: true })).toMatch(/every hop \(TRUST_PROXY=true\)/);
  });

  it("says once that no e-mail goes out without SMTP_URL, and where it goes with it (no password)", () => {
    expect(startupBanner({ ...facts, trustProxy: false })).toMatch(/Mail: +off \(SMTP_URL unset\): no e-mail is sent/);
    expect(mailLine({})).toContain("copy members' sign-in links there");
    const line = mailLine({
      SMTP_URL: "smtps://chamber:secret@mail.example:465",
      MAIL_FROM: "hello@ojaichamber.example",
      STAFF_EMAIL: "staff@ojaichamber.example",
    });
    expect(line).toBe(
      "smtps://mail.example:465 from hello@ojaichamber.example; staff notices to staff@ojaichamber.example",
    );
    expect(mailLine({ SMTP_URL: "smtp://mail.example", MAIL_FROM: "a@b.example" })).toContain(
      "no staff notices (STAFF_EMAIL unset)",
    );
  });
});
