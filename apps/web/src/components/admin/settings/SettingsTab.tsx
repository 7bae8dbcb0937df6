// Settings ('Website Settings'): the Add Setting dialog, inline editing with the key locked, delete.
import { Code, Text } from "@mantine/core";
import { useState } from "react";
import { trpc } from "../../../lib/trpc.ts";
import classes from "../admin.module.css";
import { AddButton } from "../scaffold/AddButton.tsx";
import { AdminCard } from "../scaffold/AdminCard.tsx";
import { AdminList } from "../scaffold/AdminList.tsx";
import { EntityFormModal } from "../scaffold/EntityFormModal.tsx";
import { InlineFormCard } from "../scaffold/InlineFormCard.tsx";
import { ItemActions } from "../scaffold/ItemActions.tsx";
import { useDeleteItem } from "../scaffold/use-delete-item.tsx";
import { useFormDialog } from "../scaffold/use-form-dialog.ts";
import { SettingForm } from "./SettingForm.tsx";
import type { AdminSetting } from "./setting-form.ts";

export function SettingsTab() {
  const settings = trpc.setting.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.setting.delete.useMutation();
  const adding = useFormDialog<AdminSetting>();
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const deletion = useDeleteItem<AdminSetting>({
    remove: (setting) => remove.mutateAsync({ key: setting.key }),
    success: "Setting deleted successfully",
    failure: "Failed to delete setting",
    onDeleted: () => utils.setting.invalidate(),
  });

  return (
    <AdminList
      id="settings"
      title="Website Settings"
      actions={<AddButton label="Add Setting" onClick={() => adding.open()} />}
      query={settings}
      empty="No settings yet."
      what="settings"
      layout="compact"
      itemKey={(setting) => setting.key}
      after={
        <EntityFormModal dialog={adding} addTitle="Add Setting">
          {(_, onDone) => <SettingForm setting={null} onDone={onDone} />}
        </EntityFormModal>
      }
    >
      {(setting) =>
        editingKey === setting.key ? (
          <InlineFormCard title="Edit Setting" titleSize="h5" label={`Edit ${setting.key}`}>
            <SettingForm setting={setting} onDone={() => setEditingKey(null)} />
          </InlineFormCard>
        ) : (
          <AdminCard
            variant="row"
            padding="md"
            label={setting.key}
            heading={
              <Code fz="sm" className={classes.breakAnywhere}>
                {setting.key}
              </Code>
            }
            headingSize="h5"
            actions={
              <ItemActions
                name={setting.key}
                onEdit={() => setEditingKey(setting.key)}
                onDelete={() => deletion.request(setting)}
                deleting={deletion.isDeleting(setting)}
              />
            }
          >
            {setting.description && (
              <Text size="sm" c="dimmed">
                {setting.description}
              </Text>
            )}
            <Text size="sm" className={classes.preWrap}>
              {setting.value}
            </Text>
          </AdminCard>
        )
      }
    </AdminList>
  );
}
