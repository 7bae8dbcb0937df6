// Settings → Members: the rules for members' own listings and posts (packages/core/src/site-facts/member-settings.ts):
// whether a member's change waits for staff in Submissions or is published at once, and whether a
// member's deal or job waits for staff's approval.
import { type MemberSettingName, memberSettingLabels } from "@chamber/core";
import { Card, Stack, Switch, Text, Title } from "@mantine/core";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";

/** Each rule's toast when turned on and off; its switch's words are memberSettingLabels'. */
const messages: Record<MemberSettingName, [on: string, off: string]> = {
  changesNeedApproval: ["Members' changes now wait for approval", "Members' changes are now published at once"],
  postsNeedApproval: ["Members' deals and jobs now wait for approval", "Members' deals and jobs now show at once"],
};

export function MemberSettingsCard() {
  const settings = trpc.setting.memberSettings.useQuery({});
  const utils = trpc.useUtils();
  const update = trpc.setting.updateMemberSettings.useMutation();
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
          (Object.keys(messages) as MemberSettingName[]).map((name) => (
            <Switch
              key={name}
              label={memberSettingLabels[name].label}
              description={memberSettingLabels[name].description}
              checked={settings.data?.[name] ?? true}
              disabled={!settings.data || update.isPending}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                const [on, off] = messages[name];
                void writeWithToasts(() => update.mutateAsync({ [name]: checked }), {
                  success: checked ? on : off,
                  failure: "Failed to save the members' setting",
                }).then(() => utils.setting.invalidate());
              }}
            />
          ))
        )}
      </Stack>
    </Card>
  );
}
