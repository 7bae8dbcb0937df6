// The setting form: in the Add Setting dialog, and inline for editing with the key locked
// (docs/product.md §4).
import { Stack, Textarea, TextInput } from "@mantine/core";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { trpc } from "#web/lib/trpc.ts";
import { type AdminSetting, settingFormSpec } from "./setting-form.ts";

export function SettingForm({ setting, onDone }: { setting: AdminSetting | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.setting.create.useMutation();
  const update = trpc.setting.update.useMutation();
  const { form, submit } = useEntityForm(settingFormSpec, {
    item: setting,
    // The key of an existing setting comes from the setting itself, never from the form.
    save: (input) => (setting ? update.mutateAsync({ ...input, key: setting.key }) : create.mutateAsync(input)),
    onSaved: () => {
      onDone();
      void utils.setting.invalidate();
    },
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
