import { describe, expect, it } from "vitest";
import { inTurn } from "./paced.ts";

describe("inTurn", () => {
  it("runs the attempts on one key one at a time, each after the pause, and others beside them", async () => {
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
    const other = inTurn("other", 0, attempt("x"));
    await expect(other).resolves.toBe("x");
    const outcomes = await Promise.allSettled(line);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * 20 + 3 * 5 - 5);
    const keyed = log.filter((line) => !line.endsWith("x"));
    expect(keyed).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(log.indexOf("end x")).toBeLessThan(log.indexOf("start a"));
  });
});
