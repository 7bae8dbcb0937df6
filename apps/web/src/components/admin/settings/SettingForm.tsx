// The setting form: in the Add Setting dialog, and inline for editing with the key locked (SPEC §4).
import { Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { applyServerErrors } from "../../../lib/admin/form-errors.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import {
  type AdminSetting,
  type SettingFormValues,
  settingFormToInput,
  settingFormValues,
  validateSettingForm,
} from "../../../lib/admin/setting-form.ts";
import { trpc } from "../../../lib/trpc.ts";
import { FormActions } from "../shared/FormActions.tsx";

export function SettingForm({ setting, onDone }: { setting: AdminSetting | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.setting.create.useMutation();
  const update = trpc.setting.update.useMutation();
  const form = useForm<SettingFormValues>({
    mode: "controlled",
    initialValues: settingFormValues(setting),
    validate: validateSettingForm,
  });

  const submit = form.onSubmit(async (values) => {
    const input = settingFormToInput(values);
    const done = await writeWithToasts(
      async () => {
        // The key of an existing setting comes from the setting itself, never from the form.
        if (setting) await update.mutateAsync({ ...input, key: setting.key });
        else await create.mutateAsync(input);
      },
      {
        success: setting ? "Setting updated successfully" : "Setting created successfully",
        failure: setting ? "Failed to update setting" : "Failed to create setting",
        onFailure: (error) =>
          applyServerErrors(form, error, { conflict: { field: "key", fallback: "That key is already in use" } }),
      },
    );
    if (!done) return;
    onDone();
    void utils.setting.invalidate();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Key"
          required={!setting}
          disabled={setting !== null}
          description={setting ? "The key cannot be changed" : "e.g. contact.phone"}
          data-autofocus
          {...form.getInputProps("key")}
        />
        <Textarea label="Value" required autosize minRows={1} maxRows={6} {...form.getInputProps("value")} />
        <TextInput label="Description" description="Optional" {...form.getInputProps("description")} />
        <FormActions
          submitLabel={setting ? "Update Setting" : "Create Setting"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
