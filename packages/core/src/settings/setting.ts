import { z } from "zod";
import { isoInstant, optionalText, requiredText } from "../fields/fields.ts";

export const settingKeyPattern = /^[a-z0-9][a-z0-9._-]*$/;

export const settingKey = () =>
  requiredText("key", 100).regex(
    settingKeyPattern,
    "Key may use lower-case letters, digits, dots, hyphens and underscores, starting with a letter or digit",
  );

export const settingInput = z.object({
  key: settingKey(),
  value: requiredText("value", 10_000),
  description: optionalText("description", 500),
});
export type SettingInput = z.input<typeof settingInput>;

/** docs/product.md §4: editing a setting locks its key; the key comes from the path. */
export const settingUpdate = z.object({
  key: settingKey(),
  value: requiredText("value", 10_000),
  description: optionalText("description", 500),
});

export const settingOutput = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  updatedAt: isoInstant(),
});
export type Setting = z.output<typeof settingOutput>;

export const settingByKey = z.object({ key: settingKey() });
