// Turning two-step sign-in off, proved with a current code of the app (or a recovery code) or the
// password: someone at an unlocked computer should not remove it in one click.
import { Anchor, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { AppCodeInput } from "#web/components/admin/layout/AppCodeInput.tsx";
import { trpc } from "#web/lib/trpc.ts";

export function TwoStepOff({ onDone }: { onDone: () => void }) {
  const [withPassword, setWithPassword] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const disable = trpc.auth.twoStepDisable.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await disable.mutateAsync(withPassword ? { password: value } : { code: value });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Could not turn it off");
    }
  };

  const field = withPassword ? (
    <PasswordInput
      label="Your password"
      autoComplete="current-password"
      value={value}
      error={error}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  ) : (
    <AppCodeInput
      label="A code from your authenticator app"
      maxLength={32}
      value={value}
      error={error}
      onChange={setValue}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Turn off two-step sign-in">
      <Stack gap="sm" maw={360}>
        {field}
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => {
            setWithPassword(!withPassword);
            setValue("");
            setError(null);
          }}
        >
          {withPassword ? "Use a code instead" : "Use your password instead"}
        </Anchor>
        <Group>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            Turn off two-step sign-in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
