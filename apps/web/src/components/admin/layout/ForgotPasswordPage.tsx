// /admin/forgot-password: asks for a link to choose a new password (POST /api/auth/password-reset).
// The answer is the same for every address, so the page says the same thing whatever was typed.
import { passwordResetRequestInput } from "@chamber/core/schemas";
import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { signInFailure } from "#web/lib/admin/session.ts";
import { focusFirstError } from "#web/lib/focus-first-error.ts";
import { trpc } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";
import { AdminFrame } from "./AdminFrame.tsx";
import { AuthCard } from "./AuthCard.tsx";

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = trpc.auth.requestPasswordReset.useMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: zodResolver(passwordResetRequestInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      setSent((await request.mutateAsync(values)).message);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) form.setErrors(fieldErrors);
      else setFailure(signInFailure(error, ""));
    }
  }, focusFirstError);

  return (
    <AdminFrame>
      <AuthCard
        titleId="forgot-password-title"
        title="Forgot your password?"
        intro="Enter the e-mail address you sign in with. We will send you a link to choose a new password."
        notice={sent}
        failure={failure}
      >
        {sent ? (
          <Text size="sm">
            No e-mail? Check your spam folder, or ask an owner of the site for a reset link.{" "}
            <Anchor component={Link} to="/admin/sign-in">
              Back to sign in
            </Anchor>
          </Text>
        ) : (
          <form onSubmit={submit} noValidate aria-labelledby="forgot-password-title">
            <Stack gap="md">
              <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps("email")} />
              <Button type="submit" loading={request.isPending} fullWidth>
                Send the link
              </Button>
              <Group justify="center">
                <Anchor component={Link} to="/admin/sign-in" size="sm">
                  Back to sign in
                </Anchor>
              </Group>
            </Stack>
          </form>
        )}
      </AuthCard>
    </AdminFrame>
  );
}
