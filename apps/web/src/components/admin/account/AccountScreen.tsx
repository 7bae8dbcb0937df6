// /admin/account, "Your account": who is signed in and their sign-in security — turning two-step
// sign-in on or off, and for owners the policy that requires it of everyone. While that policy
// holds a person without two-step, the dashboard shows only this screen (AdminLayout.tsx).
import { ROLE_LABELS } from "@chamber/core";
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { IconArrowLeft, IconInfoCircle } from "#web/components/ui/icons.ts";
import { trpc } from "#web/lib/trpc.ts";
import { RecoveryCodes } from "./RecoveryCodes.tsx";
import { TwoStepOff } from "./TwoStepOff.tsx";
import { TwoStepPolicySwitch } from "./TwoStepPolicySwitch.tsx";
import { TwoStepSetup } from "./TwoStepSetup.tsx";

export function AccountScreen() {
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery({});
  const status = trpc.auth.twoStepStatus.useQuery({});
  // The recovery codes, shown once right after the set-up, whatever the status says meanwhile.
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!me.data || !status.data) return <Text role="status">Loading...</Text>;
  const { enabled, required, recoveryCodesLeft } = status.data;
  const held = required && !enabled;
  const refresh = () => Promise.all([utils.auth.me.invalidate(), utils.auth.twoStepStatus.invalidate()]);

  return (
    <Stack gap="lg" maw={720}>
      {!held && (
        <Anchor component={Link} to="/admin" size="sm">
          <IconArrowLeft size={14} aria-hidden /> Back to the dashboard
        </Anchor>
      )}
      <div>
        <Title order={1}>Your account</Title>
        <Text c="dimmed" mt={4}>
          {me.data.name ? `${me.data.name} · ` : ""}
          {me.data.email} · {ROLE_LABELS[me.data.role]}
        </Text>
      </div>
      {held && (
        <Alert color="citrus" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          The site's owners require two-step sign-in for every staff account. Turn it on to continue to the dashboard.
        </Alert>
      )}
      <Card withBorder padding="lg" component="section" aria-labelledby="two-step-title">
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} size="h3" id="two-step-title">
              Two-step sign-in
            </Title>
            <Badge color={enabled || codes ? "green" : "gray"} variant="light">
              {enabled || codes ? "On" : "Off"}
            </Badge>
          </Group>
          {codes ? (
            <RecoveryCodes
              codes={codes}
              onDone={() => {
                setCodes(null);
                void refresh();
              }}
            />
          ) : enabled ? (
            <>
              <Text>
                After your password you enter a code from your authenticator app. {recoveryCodesLeft} of your recovery
                codes are left.
              </Text>
              {required ? (
                <Text size="sm" c="dimmed">
                  The site's owners require two-step sign-in, so it stays on.
                </Text>
              ) : (
                <TwoStepOff onDone={() => void refresh()} />
              )}
            </>
          ) : (
            <TwoStepSetup onConfirmed={setCodes} />
          )}
        </Stack>
      </Card>
      {me.data.role === "owner" && (
        <Card withBorder padding="lg" component="section" aria-labelledby="staff-security-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="staff-security-title">
              Staff sign-in
            </Title>
            <TwoStepPolicySwitch ownTwoStep={enabled || codes !== null} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
