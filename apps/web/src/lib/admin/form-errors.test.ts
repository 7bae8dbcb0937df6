import { describe, expect, it } from "vitest";
import { applyServerErrors, renameErrors, serverFieldErrors } from "./form-errors.ts";

describe("renameErrors", () => {
  it("files an API field's message under the form field the map names, first message kept", () => {
    expect(
      renameErrors({ category: "Category is required", name: "Name is required" }, { category: "customCategory" }),
    ).toEqual({ customCategory: "Category is required", name: "Name is required" });
    expect(renameErrors({ a: "first", b: "second" }, { b: "a" })).toEqual({ a: "first" });
  });
});

describe("serverFieldErrors", () => {
  it("takes the first message per field from a tRPC error's fieldErrors", () => {
    const error = { data: { fieldErrors: { email: ["Enter a valid email address", "second"], phone: [] } } };
    expect(serverFieldErrors(error)).toEqual({ email: "Enter a valid email address" });
  });

  it("is null when the error names no field", () => {
    expect(serverFieldErrors({ data: { fieldErrors: {} } })).toBeNull();
    expect(serverFieldErrors(new Error("boom"))).toBeNull();
    expect(serverFieldErrors(null)).toBeNull();
  });
});

describe("applyServerErrors", () => {
  const formSpy = () => {
    const calls: unknown[] = [];
    return { calls, setErrors: (errors: unknown) => calls.push(errors) };
  };

  it("puts a unique clash (409) under the field it belongs to, with the server's message", () => {
    const form = formSpy();
    applyServerErrors(
      form,
      { message: "A page with that slug exists", data: { code: "CONFLICT" } },
      {
        conflict: { field: "slug", fallback: "That slug is already in use" },
      },
    );
    expect(form.calls).toEqual([{ slug: "A page with that slug exists" }]);
  });

  it("files nothing for a failure that names no field and is no clash", () => {
    const form = formSpy();
    applyServerErrors(
      form,
      { data: { code: "INTERNAL_SERVER_ERROR" } },
      {
        conflict: { field: "slug", fallback: "x" },
      },
    );
    expect(form.calls).toEqual([]);
  });
});
