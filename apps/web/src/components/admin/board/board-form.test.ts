import { describe, expect, it } from "vitest";
import {
  type AdminBoardMember,
  boardMemberFormSpec,
  boardMemberFormToInput,
  boardMemberFormValues,
} from "./board-form.ts";

describe("board member form", () => {
  it("sends an empty company as null, no order of its own, and requires name and title", () => {
    const input = boardMemberFormToInput({ name: "Ada", title: "Chair", company: "" });
    expect(input).toEqual({ name: "Ada", title: "Chair", company: null });
    expect(boardMemberFormSpec.validate(boardMemberFormValues(null))).toMatchObject({
      name: expect.any(String),
      title: expect.any(String),
    });
  });

  it("edits a stored member's name, title and company", () => {
    const member = { id: 1, name: "Ada", title: "Chair", company: null, order: 2 } as unknown as AdminBoardMember;
    expect(boardMemberFormValues(member)).toEqual({ name: "Ada", title: "Chair", company: "" });
  });
});
