import { describe, expect, it } from "vitest";
import { likeLiteral } from "./like-literal.ts";

describe("likeLiteral", () => {
  it("escapes the LIKE wildcards and the escape character itself", () => {
    expect(likeLiteral("50%_off")).toBe("50\\%\\_off");
    expect(likeLiteral("C:\\")).toBe("C:\\\\");
    expect(likeLiteral("plain text")).toBe("plain text");
  });
});
