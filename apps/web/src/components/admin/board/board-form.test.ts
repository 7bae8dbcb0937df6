import { describe, expect, it } from "vitest";
import {
  type AdminBoardMember,
  boardMemberFormSpec,
  boardMemberFormToInput,
  boardMemberFormValues,
} from "./board-form.ts";

describe("board member form", () => {
  it("parses the display order as an integer, falling back to 0", () => {
    const base = { ...boardMemberFormValues(null), name: "Ada", title: "Chair" };
    expect(boardMemberFormToInput({ ...base, order: "3" }).order).toBe(3);
    expect(boardMemberFormToInput({ ...base, order: "" }).order).toBe(0);
    expect(boardMemberFormToInput({ ...base, order: "abc" }).order).toBe(0);
  });

  it("sends an empty company as null and requires name and title", () => {
    expect(boardMemberFormToInput({ name: "Ada", title: "Chair", company: "", order: "0" }).company).toBeNull();
    expect(boardMemberFormSpec.validate(boardMemberFormValues(null))).toMatchObject({
      name: expect.any(String),
      title: expect.any(String),
    });
  });

  it("edits a stored member with its order as text", () => {
    const member = { id: 1, name: "Ada", title: "Chair", company: null, order: 2 } as unknown as AdminBoardMember;
    expect(boardMemberFormValues(member)).toEqual({ name: "Ada", title: "Chair", company: "", order: "2" });
  });
});
