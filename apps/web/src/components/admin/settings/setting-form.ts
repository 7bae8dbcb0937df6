// Setting form values ↔ the API input. Editing keeps the key (docs/product.md §4: it is locked),
// and a key already in use is said under the key field.
import { type SettingInput, settingInput } from "@chamber/core/schemas";
import { savedMessages } from "#web/components/admin/scaffold/saved-messages.ts";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type AdminSetting = RouterOutputs["setting"]["list"][number];

export interface SettingFormValues {
  key: string;
  value: string;
  description: string;
}

export function settingFormValues(setting: AdminSetting | null): SettingFormValues {
  return { key: setting?.key ?? "", value: setting?.value ?? "", description: setting?.description ?? "" };
}

export function settingFormToInput(values: SettingFormValues): SettingInput {
  return { key: values.key, value: values.value, description: values.description || null };
}

const resolve = zodResolver(settingInput);

export const settingFormSpec: EntityFormSpec<AdminSetting, SettingFormValues, SettingInput> = {
  values: settingFormValues,
  toInput: settingFormToInput,
  validate: (values) => resolve(settingFormToInput(values)),
  serverErrors: () => ({ conflict: { field: "key", fallback: "That key is already in use" } }),
  messages: savedMessages("setting"),
};
