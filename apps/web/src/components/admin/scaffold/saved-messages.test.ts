import { describe, expect, it } from "vitest";
import { savedMessages } from "./saved-messages.ts";

describe("savedMessages", () => {
  it("words the four toasts of a write the way every form says them", () => {
    expect(savedMessages("news article")).toEqual({
      created: "News article created successfully",
      updated: "News article updated successfully",
      createFailed: "Failed to create news article",
      updateFailed: "Failed to update news article",
    });
  });
});
