import { describe, expect, it } from "vitest";
import { activityCsvPath, parseActivitySearch } from "./activity-search.ts";
import { changedFields, changeText } from "./change-text.ts";

describe("the Activity view's URL", () => {
  it("keeps valid filters and drops the rest", () => {
    expect(
      parseActivitySearch({
        actor: "staff:3",
        entity: "Business",
        entityId: 12,
        action: "update",
        from: "2026-06-01",
        to: "June",
      }),
    ).toEqual({ actor: "staff:3", entity: "Business", entityId: "12", action: "update", from: "2026-06-01" });
    expect(parseActivitySearch({ actor: "everyone", entity: "Nope", entityId: "3", action: "drop" })).toEqual({});
  });

  it("gives the CSV the same filters", () => {
    expect(activityCsvPath({})).toBe("/api/activity.csv");
    expect(activityCsvPath({ actor: "token:2", from: "2026-06-01" })).toBe(
      "/api/activity.csv?actor=token%3A2&from=2026-06-01",
    );
  });
});

describe("a recorded value as text", () => {
  it("is short, on one line, and says when there is none", () => {
    expect(changeText(null)).toBe("∅");
    expect(changeText("")).toBe("(empty)");
    expect(changeText("Two\nlines")).toBe("Two lines");
    expect(changeText({ mon: [{ opens: "09:00" }] })).toBe('{"mon":[{"opens":"09:00"}]}');
    expect(changeText("x".repeat(200))).toHaveLength(80);
    expect(changeText("x".repeat(200)).endsWith("…")).toBe(true);
  });

  it("leaves the bookkeeping fields out of the names", () => {
    expect(changedFields({ id: [null, 1], name: [null, "A"], createdAt: [null, "t"] })).toEqual(["name"]);
  });
});
