import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rule.ts";

describe("the common-password rule", () => {
  it("refuses a listed password, whatever its case, and one with digits or symbols added", async () => {
    expect(await passwordProblem("qwertyuiop123456")).toMatch(/too common/);
    expect(await passwordProblem("QAZWSXEDCRFV")).toMatch(/too common/);
    expect(await passwordProblem("password123456!")).toMatch(/too common/);
    expect(await passwordProblem("aaaaaaaaaaaaa")).toMatch(/too common/);
  });

  it("refuses a password holding the person's name or e-mail", async () => {
    expect(await passwordProblem("margaret-ojai-2026", ["Margaret Lee", "mlee@example.com"])).toMatch(/your name/);
  });

  it("accepts a long password nobody would guess", async () => {
    expect(await passwordProblem("tangerine orchard at dusk", ["Margaret Lee"])).toBeNull();
  });
});
