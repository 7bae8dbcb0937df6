// Sign-in's second step: the 6-digit code of the person's authenticator app, or one of their
// recovery codes (POST /api/auth/login/second-step). A challenge that is over (5 minutes, 5 codes)
// sends them back to the password.
import { SIGN_IN_EXPIRED_CODE } from "@chamber/core/schemas";
import { Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { errorCodeOf, signInFailure } from "#web/lib/admin/session.ts";
import type { IssuedToken } from "#web/lib/auth-token.ts";
import { trpc } from "#web/lib/trpc.ts";
import { AppCodeInput } from "./AppCodeInput.tsx";
import { AuthCard } from "./AuthCard.tsx";

export interface SecondStepFormProps {
  challenge: string;
  onSignedIn: (issued: IssuedToken) => void;
  /** Back to the password, saying why. */
  onRestart: (why: string | null) => void;
}

export function SecondStepForm({ challenge, onSignedIn, onRestart }: SecondStepFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const secondStep = trpc.auth.secondStep.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(recovery ? "Enter one of your recovery codes" : "Enter the 6-digit code");
      return;
    }
    setError(null);
    try {
      onSignedIn(await secondStep.mutateAsync({ challenge, code }));
    } catch (failure) {
      if (errorCodeOf(failure) === SIGN_IN_EXPIRED_CODE) onRestart(signInFailure(failure, ""));
      else
        setError(
          signInFailure(
            failure,
            recovery
              ? "That recovery code is not right, or it was already used"
              : "That code is not right. Enter the code your app shows now.",
          ),
        );
    }
  };

  const switchTo = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    setCode("");
    setError(null);
  };

  return (
    <AuthCard
      titleId="admin-second-step-title"
      title="Two-step sign-in"
      intro={
        recovery
          ? "Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once."
          : "Open your authenticator app to finish signing in."
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="admin-second-step-title">
        <Stack gap="md">
          {recovery ? (
            <TextInput
              key="recovery"
              label="Recovery code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="xxxxx-xxxxx"
              required
              data-autofocus
              value={code}
              error={error}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          ) : (
            <AppCodeInput
              key="app"
              label="Enter the 6-digit code from your authenticator app"
              required
              value={code}
              error={error}
              onChange={setCode}
            />
          )}
          <Button type="submit" loading={secondStep.isPending} fullWidth>
            Verify
          </Button>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => switchTo(!recovery)}>
              {recovery ? "Use your authenticator app" : "Use a recovery code"}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => onRestart(null)}>
              Start again
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
