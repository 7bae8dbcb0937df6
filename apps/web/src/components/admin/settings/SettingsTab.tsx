// Settings ('Website Settings'): the Add Setting dialog, inline editing with the key locked, delete.
import { Button, Card, Code, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import type { AdminSetting } from "../../../lib/admin/setting-form.ts";
import { trpc } from "../../../lib/trpc.ts";
import classes from "../admin.module.css";
import { AdminModal } from "../shared/AdminModal.tsx";
import { ItemActions } from "../shared/ItemActions.tsx";
import { ListState } from "../shared/ListState.tsx";
import { SectionHeader } from "../shared/SectionHeader.tsx";
import { SettingForm } from "./SettingForm.tsx";

export function SettingsTab() {
  const settings = trpc.setting.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.setting.delete.useMutation();
  const [adding, setAdding] = useState(false);
  const [editingKey, setEditingKey] = useState<string | null>(null);

  const deleteSetting = async (setting: AdminSetting) => {
    const done = await writeWithToasts(() => remove.mutateAsync({ key: setting.key }), {
      success: "Setting deleted successfully",
      failure: "Failed to delete setting",
    });
    if (!done) return;
    await utils.setting.invalidate();
  };

  const list = settings.data ?? [];
  return (
    <section aria-labelledby="admin-settings-title">
      <SectionHeader title="Website Settings" titleId="admin-settings-title">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add Setting
        </Button>
      </SectionHeader>
      <ListState query={settings} count={list.length} empty="No settings yet." what="settings">
        <Stack gap="sm">
          {list.map((setting) =>
            editingKey === setting.key ? (
              <Card key={setting.key} withBorder padding="lg" component="section" aria-label={`Edit ${setting.key}`}>
                <Title order={3} size="h5" mb="sm">
                  Edit Setting
                </Title>
                <SettingForm setting={setting} onDone={() => setEditingKey(null)} />
              </Card>
            ) : (
              <Card key={setting.key} withBorder padding="md" component="article" aria-label={setting.key}>
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <Stack gap={4} style={{ flex: "1 1 260px", minWidth: 0 }}>
                    <Title order={3} size="h5">
                      <Code fz="sm" className={classes.breakAnywhere}>
                        {setting.key}
                      </Code>
                    </Title>
                    {setting.description && (
                      <Text size="sm" c="dimmed">
                        {setting.description}
                      </Text>
                    )}
                    <Text size="sm" className={classes.preWrap}>
                      {setting.value}
                    </Text>
                  </Stack>
                  <ItemActions
                    name={setting.key}
                    onEdit={() => setEditingKey(setting.key)}
                    onDelete={() => void deleteSetting(setting)}
                    deleting={remove.isPending && remove.variables?.key === setting.key}
                  />
                </Group>
              </Card>
            ),
          )}
        </Stack>
      </ListState>
      <AdminModal opened={adding} onClose={() => setAdding(false)} title="Add Setting">
        <SettingForm setting={null} onDone={() => setAdding(false)} />
      </AdminModal>
    </section>
  );
}
