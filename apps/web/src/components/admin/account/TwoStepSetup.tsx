// Turning on two-step sign-in: the server makes a secret and draws its QR code (an SVG, so no QR
// library reaches the browser); the person scans it (or types the key) and confirms the code their
// app shows, which answers their recovery codes.
import { totpCode, type twoStepSetupOutput } from "@chamber/core/schemas";
import { Button, Code, Group, Image, List, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { AppCodeInput } from "#web/components/admin/layout/AppCodeInput.tsx";
import { trpc } from "#web/lib/trpc.ts";

type Enrolment = z.output<typeof twoStepSetupOutput>;

/** The key in groups of four, as people read it out and type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** `onConfirmed` receives the recovery codes, for the screen to show once. */
export function TwoStepSetup({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const start = trpc.auth.twoStepSetup.useMutation();
  const confirm = trpc.auth.twoStepConfirm.useMutation();

  if (!enrolment) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          Two-step sign-in asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft
          Authenticator, 1Password, Authy…) after your password, so a stolen password alone cannot sign in.
        </Text>
        {start.error && (
          <Text c="red" role="alert">
            {start.error.message}
          </Text>
        )}
        <Button loading={start.isPending} onClick={() => void start.mutateAsync({}).then(setEnrolment)}>
          Turn on two-step sign-in
        </Button>
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCode.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter the 6-digit code");
      return;
    }
    setError(null);
    try {
      onConfirmed((await confirm.mutateAsync({ code: parsed.data })).recoveryCodes);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "That code is not right");
    }
  };

  return (
    <Stack gap="md">
      <List type="ordered" spacing="xs">
        <List.Item>Open your authenticator app and add an account.</List.Item>
        <List.Item>Scan this QR code with it.</List.Item>
        <List.Item>Enter the 6-digit code the app then shows.</List.Item>
      </List>
      <Image src={svgSource(enrolment.qrSvg)} alt="QR code to scan with your authenticator app" w={200} h={200} />
      <div>
        <Text size="sm">Can't scan it? Enter this key in the app instead:</Text>
        <Code fz="md" data-testid="two-step-secret">
          {grouped(enrolment.secret)}
        </Code>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Confirm two-step sign-in">
        <Group align="flex-end" gap="sm">
          <AppCodeInput label="Code from the app" value={code} error={error} onChange={setCode} w={180} />
          <Button type="submit" loading={confirm.isPending}>
            Confirm
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
