import { describe, expect, it } from "vitest";
import { postState } from "./post-state.ts";

const window = { from: "2027-01-10T08:00:00.000Z", until: "2027-01-20T08:00:00.000Z" };

describe("postState", () => {
  it("says a post waits or was refused whatever the clock", () => {
    expect(postState({ ...window, reviewState: "pending" }, new Date("2027-01-15T00:00:00Z"))).toBe("pending");
    expect(postState({ ...window, reviewState: "refused" }, new Date("2027-01-15T00:00:00Z"))).toBe("refused");
  });

  it("shows an approved post from its start until, not at, its end", () => {
    const approved = { ...window, reviewState: "approved" as const };
    expect(postState(approved, new Date("2027-01-10T07:59:59.999Z"))).toBe("scheduled");
    expect(postState(approved, new Date("2027-01-10T08:00:00.000Z"))).toBe("live");
    expect(postState(approved, new Date("2027-01-20T07:59:59.999Z"))).toBe("live");
    expect(postState(approved, new Date("2027-01-20T08:00:00.000Z"))).toBe("ended");
  });
});
