// Setting form values ↔ the API input. Editing keeps the key (SPEC §4: it is locked).
import { type SettingInput, settingInput } from "@chamber/core";
import type { FormErrors } from "@mantine/form";
import type { RouterOutputs } from "../trpc.ts";
import { zodResolver } from "../zod-form.ts";

export type AdminSetting = RouterOutputs["setting"]["list"][number];

export interface SettingFormValues {
  key: string;
  value: string;
  description: string;
}

export function settingFormValues(setting?: AdminSetting | null): SettingFormValues {
  return { key: setting?.key ?? "", value: setting?.value ?? "", description: setting?.description ?? "" };
}

export function settingFormToInput(values: SettingFormValues): SettingInput {
  return { key: values.key, value: values.value, description: values.description || null };
}

const resolve = zodResolver(settingInput);

export function validateSettingForm(values: SettingFormValues): FormErrors {
  return resolve(settingFormToInput(values));
}
