// The sign-in form: the same procedure as POST /api/auth/login, errors inline. When the person
// turned on two-step sign-in, the password answers a challenge and the card asks for the code
// (SecondStepForm.tsx) before the token.
import { loginInput } from "@chamber/core/schemas";
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { signInFailure } from "#web/lib/admin/session.ts";
import type { IssuedToken } from "#web/lib/auth-token.ts";
import { focusFirstError } from "#web/lib/focus-first-error.ts";
import { trpc } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";
import { AuthCard } from "./AuthCard.tsx";
import { SecondStepForm } from "./SecondStepForm.tsx";

export interface SignInFormProps {
  /** Why the admin is here again (an ended session, a new password), shown above the form. */
  notice: string | null;
  onSignedIn: (issued: IssuedToken) => void;
}

export function SignInForm({ notice, onSignedIn }: SignInFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: zodResolver(loginInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync(values);
      if ("secondStep" in answer) setChallenge(answer.challenge);
      else onSignedIn(answer);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) form.setErrors(fieldErrors);
      else setFailure(signInFailure(error, "Invalid email or password"));
    }
  }, focusFirstError);

  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        onSignedIn={onSignedIn}
        onRestart={(why) => {
          setChallenge(null);
          form.setFieldValue("password", "");
          setFailure(why);
        }}
      />
    );
  }

  return (
    <AuthCard
      titleId="admin-sign-in-title"
      title="Admin sign in"
      intro="Sign in to manage the chamber's website."
      notice={notice}
      failure={failure}
    >
      <form onSubmit={submit} noValidate aria-labelledby="admin-sign-in-title">
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps("email")} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            Sign in
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/admin/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
