// Settings → Members: the rules for members' own listings (packages/core/src/site-facts/member-settings.ts),
// today whether a member's change waits for staff in Submissions or is published at once.
import { memberSettingLabels } from "@chamber/core";
import { Card, Stack, Switch, Text, Title } from "@mantine/core";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";

export function MemberSettingsCard() {
  const settings = trpc.setting.memberSettings.useQuery({});
  const utils = trpc.useUtils();
  const update = trpc.setting.updateMemberSettings.useMutation();
  const { label, description } = memberSettingLabels.changesNeedApproval;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="admin-member-settings-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="admin-member-settings-title">
          Members
        </Title>
        {settings.isError ? (
          <Text c="red" role="alert">
            Failed to load the members' settings.
          </Text>
        ) : (
          <Switch
            label={label}
            description={description}
            checked={settings.data?.changesNeedApproval ?? true}
            disabled={!settings.data || update.isPending}
            onChange={(event) => {
              const changesNeedApproval = event.currentTarget.checked;
              void writeWithToasts(() => update.mutateAsync({ changesNeedApproval }), {
                success: changesNeedApproval
                  ? "Members' changes now wait for approval"
                  : "Members' changes are now published at once",
                failure: "Failed to save the members' setting",
              }).then(() => utils.setting.invalidate());
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
