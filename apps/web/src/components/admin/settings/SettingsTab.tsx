// Settings ('Website Settings'): the chamber's details as a form, the members' rules, then every
// setting row: the Add Setting dialog, inline editing with the key locked, delete.
import { Code, Stack, Text } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { EntityFormModal } from "#web/components/admin/scaffold/EntityFormModal.tsx";
import { InlineFormCard } from "#web/components/admin/scaffold/InlineFormCard.tsx";
import { useAdminListTab } from "#web/components/admin/scaffold/use-admin-list-tab.tsx";
import { useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { trpc } from "#web/lib/trpc.ts";
import { MemberSettingsCard } from "./MemberSettingsCard.tsx";
import { SettingForm } from "./SettingForm.tsx";
import { SiteFactsCard } from "./SiteFactsForm.tsx";
import type { AdminSetting } from "./setting-form.ts";

export function SettingsTab() {
  const settings = trpc.setting.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.setting.delete.useMutation();
  const restore = trpc.setting.restore.useMutation();
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const tab = useAdminListTab<AdminSetting>({
    section: { id: "settings", title: "Website Settings", add: "Add Setting" },
    noun: { one: "setting", many: "settings" },
    remove: (setting) => remove.mutateAsync({ key: setting.key }),
    restore: (setting) => restore.mutateAsync({ key: setting.key }),
    onRestored: (restored) => view.reveal(restored),
    onDeleted: () => utils.setting.invalidate(),
  });
  const view = useListView<AdminSetting>({
    items: settings.data,
    dataUpdatedAt: settings.dataUpdatedAt,
    itemKey: (setting) => setting.key,
    noun: { one: "setting", many: "settings" },
    text: (setting) => [setting.key, setting.value, setting.description],
    pageSize: 20,
  });

  return (
    <AdminList
      {...tab.section}
      query={settings}
      view={view}
      layout="compact"
      before={
        <Stack gap="md">
          <SiteFactsCard />
          <MemberSettingsCard />
        </Stack>
      }
      after={
        <EntityFormModal dialog={tab.dialog} addTitle="Add Setting">
          {(_, onDone) => <SettingForm setting={null} onDone={onDone} />}
        </EntityFormModal>
      }
    >
      {(setting) =>
        editingKey === setting.key ? (
          <InlineFormCard
            title="Edit Setting"
            titleSize="h5"
            label={`Edit ${setting.key}`}
            onClose={() => setEditingKey(null)}
            openerKey={`edit ${setting.key}`}
          >
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
            actions={tab.itemActions(setting, setting.key, () => setEditingKey(setting.key))}
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
