// The start-up banner tells the operator how to reach the site and whose X-Forwarded-For is
// believed (TRUST_PROXY), since that decides which address the rate limits count.
import { describe, expect, it } from "vitest";
import { startupBanner } from "../src/startup-banner.ts";

const facts = {
  url: "http://localhost:3000",
  database: "PostgreSQL",
  migrationsApplied: 0,
  seeded: false,
  admin: { kind: "existing" } as const,
  startupMs: 812,
};

describe("startupBanner", () => {
  it("says no proxy is trusted when TRUST_PROXY is unset", () => {
    expect(startupBanner({ ...facts, trustProxy: false })).toMatch(/Proxies: +none \(TRUST_PROXY unset\)/);
  });

  it("names the trusted load balancer, or warns when every hop is trusted", () => {
    expect(startupBanner({ ...facts, trustProxy: "10.0.0.2" })).toContain("X-Forwarded-For from 10.0.0.2");
    expect(startupBanner({ ...facts, trustProxy: true })).toMatch(/every hop \(TRUST_PROXY=true\)/);
  });
});
