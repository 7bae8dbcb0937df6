import { describe, expect, it } from "vitest";
import { type AdminSetting, settingFormSpec, settingFormToInput, settingFormValues } from "./setting-form.ts";

describe("setting form", () => {
  it("requires a key and a value, and sends an empty description as null", () => {
    expect(Object.keys(settingFormSpec.validate(settingFormValues(null))).sort()).toEqual(["key", "value"]);
    expect(settingFormToInput({ key: "contact.phone", value: "555", description: "" }).description).toBeNull();
  });

  it("edits a stored setting with its key", () => {
    const setting = { key: "site.motto", value: "Pink moments", description: null } as unknown as AdminSetting;
    expect(settingFormValues(setting)).toEqual({ key: "site.motto", value: "Pink moments", description: "" });
  });

  it("files a clash on the key under the key field", () => {
    expect(settingFormSpec.serverErrors?.(settingFormValues(null))).toEqual({
      conflict: { field: "key", fallback: "That key is already in use" },
    });
  });
});
