// readEnv (docs/architecture.md §3): defaults for a bare environment, and one clear line naming the variable
// when a value is bad.
import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "../src/env.ts";

function errorOf(source: NodeJS.ProcessEnv): EnvError {
  try {
    readEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error("readEnv accepted a bad environment");
}

describe("readEnv", () => {
  it("applies the docs/architecture.md §3 defaults to an empty environment", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      PUBLIC_URL: "http://localhost:3000",
      SITE_TIMEZONE: "America/Los_Angeles",
      ACTIVITY_RETENTION_DAYS: 730,
    });
    for (const unset of ["DATABASE_URL", "REDIS_URL", "ADMIN_EMAIL", "ADMIN_PASSWORD"] as const) {
      expect(env[unset], unset).toBeUndefined();
    }
  });

  it("reads the mail settings: SMTP_URL needs MAIL_FROM, and each is checked", () => {
    expect(readEnv({}).SMTP_URL).toBeUndefined();
    const env = readEnv({
      SMTP_URL: "smtps://chamber:secret@mail.example:465",
      MAIL_FROM: "Ojai Chamber <hello@ojaichamber.example>",
      STAFF_EMAIL: "staff@ojaichamber.example",
    });
    expect(env).toMatchObject({
      SMTP_URL: "smtps://chamber:secret@mail.example:465",
      STAFF_EMAIL: "staff@ojaichamber.example",
    });
    expect(readEnv({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "hello@ojaichamber.example" }).MAIL_FROM).toBe(
      "hello@ojaichamber.example",
    );
    expect(errorOf({ SMTP_URL: "smtp://127.0.0.1:2525" }).message).toBe(
      "Invalid environment: MAIL_FROM is required when SMTP_URL is set",
    );
    expect(errorOf({ SMTP_URL: "http://mail.example", MAIL_FROM: "a@b.example" }).message).toMatch(
      /^Invalid environment: SMTP_URL /,
    );
    expect(errorOf({ SMTP_URL: "smtp://mail.example", MAIL_FROM: "nobody" }).message).toMatch(
      /^Invalid environment: MAIL_FROM /,
    );
    expect(errorOf({ STAFF_EMAIL: "staff" }).message).toMatch(/^Invalid environment: STAFF_EMAIL /);
  });

  it("keeps activity ACTIVITY_RETENTION_DAYS days, a whole number from 1", () => {
    expect(readEnv({ ACTIVITY_RETENTION_DAYS: "365" }).ACTIVITY_RETENTION_DAYS).toBe(365);
    for (const bad of ["0", "1.5", "two years"])
      expect(errorOf({ ACTIVITY_RETENTION_DAYS: bad }).message).toMatch(
        /^Invalid environment: ACTIVITY_RETENTION_DAYS /,
      );
  });

  it("trusts no proxy unless TRUST_PROXY names one", () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: "10.0.0.2, 10.0.1.0/24" }).TRUST_PROXY).toBe("10.0.0.2, 10.0.1.0/24");
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash from a given one", () => {
    expect(readEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(readEnv({ PUBLIC_URL: "https://ojaichamber.example/" }).PUBLIC_URL).toBe("https://ojaichamber.example");
  });

  it("treats empty strings as unset", () => {
    const env = readEnv({ DATABASE_URL: "", REDIS_URL: " ", ADMIN_EMAIL: "" });
    expect([env.DATABASE_URL, env.REDIS_URL, env.ADMIN_EMAIL]).toEqual([undefined, undefined, undefined]);
  });

  it("accepts a PostgreSQL URL with either scheme", () => {
    expect(readEnv({ DATABASE_URL: "postgres://u@db/chamber" }).DATABASE_URL).toBe("postgres://u@db/chamber");
    expect(readEnv({ DATABASE_URL: "postgresql://u@db/chamber" }).DATABASE_URL).toBe("postgresql://u@db/chamber");
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://u@db/chamber" }],
    ["REDIS_URL", { REDIS_URL: "localhost:6379" }],
    ["ADMIN_EMAIL", { ADMIN_EMAIL: "admin" }],
    ["ADMIN_PASSWORD", { ADMIN_PASSWORD: "short" }],
    ["SITE_TIMEZONE", { SITE_TIMEZONE: "Ojai/Downtown" }],
  ])("stops with one line naming %s when it is bad", (variable, source) => {
    const error = errorOf(source);
    expect(error.message).not.toContain("\n");
    expect(error.message).toContain(variable);
    expect(error.message).toMatch(/^Invalid environment: /);
  });
});
