import { describe, expect, it } from "vitest";
import { inTurn } from "./paced.ts";

describe("inTurn", () => {
  it("runs the attempts on one key one at a time, each after the pause", async () => {
    const log: string[] = [];
    const attempt = (name: string) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      if (name === "b") throw new Error("a failed attempt");
      return name;
    };
    const started = performance.now();
    const line = [inTurn("k", 20, attempt("a")), inTurn("k", 20, attempt("b")), inTurn("k", 20, attempt("c"))];
    const outcomes = await Promise.allSettled(line);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * 20 + 3 * 5 - 5);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  // Held by a promise rather than timed: a busy machine's late timers cannot reorder it.
  it("serves another key while one key's line has not moved", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<string>((resolve) => {
      release = () => resolve("held");
    });
    const first = inTurn("held key", 0, () => held);
    await expect(inTurn("free key", 0, async () => "free")).resolves.toBe("free");
    release();
    await expect(first).resolves.toBe("held");
  });
});
