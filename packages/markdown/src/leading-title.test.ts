import { describe, expect, it } from "vitest";
import { withoutLeadingTitle } from "./leading-title.ts";

describe("withoutLeadingTitle", () => {
  it("drops a first heading that repeats the page title, whatever its case", () => {
    expect(withoutLeadingTitle("# Membership Benefits\n\nJoin us.", "membership benefits").trim()).toBe("Join us.");
  });

  it("keeps a first heading that says something else", () => {
    const content = "# Levels\n\nThree of them.";
    expect(withoutLeadingTitle(content, "Membership Benefits")).toBe(content);
  });

  it("keeps content that opens with text or a lower heading", () => {
    expect(withoutLeadingTitle("Intro.\n# Membership Benefits", "Membership Benefits")).toBe(
      "Intro.\n# Membership Benefits",
    );
    expect(withoutLeadingTitle("## Membership Benefits\n", "Membership Benefits")).toBe("## Membership Benefits\n");
  });
});
