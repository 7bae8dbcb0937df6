// The sign-in form: the same procedure as POST /api/auth/login, errors inline.

import { loginInput } from "@chamber/core/schemas";
import { Alert, Box, Button, Card, Center, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { IconAlertCircle, IconInfoCircle } from "#web/components/ui/icons.ts";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { isUnauthorized, rateLimitWait } from "#web/lib/admin/session.ts";
import type { IssuedToken } from "#web/lib/auth-token.ts";
import { focusFirstError } from "#web/lib/focus-first-error.ts";
import { trpc } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";
import { AdminHeader } from "./AdminHeader.tsx";

export interface SignInFormProps {
  /** Why the admin is here again (an ended session), shown above the form. */
  notice: string | null;
  onSignedIn: (issued: IssuedToken) => void;
}

export function SignInForm({ notice, onSignedIn }: SignInFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: zodResolver(loginInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await login.mutateAsync(values));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      const wait = rateLimitWait(error);
      if (fieldErrors) form.setErrors(fieldErrors);
      else if (isUnauthorized(error)) setFailure("Invalid email or password");
      else if (wait) setFailure(wait);
      else setFailure(error instanceof Error && error.message ? error.message : "Sign-in failed. Please try again.");
    }
  }, focusFirstError);

  return (
    <>
      <AdminHeader email={null} onSignOut={null} />
      <Box component="main" px="md" py={48}>
        <Center>
          <Card withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
            <form onSubmit={submit} noValidate aria-labelledby="admin-sign-in-title">
              <Stack gap="md">
                <div>
                  <Title order={1} id="admin-sign-in-title" size="h2">
                    Admin sign in
                  </Title>
                  <Text c="dimmed" size="sm" mt={4}>
                    Sign in to manage the chamber's website.
                  </Text>
                </div>
                {notice && (
                  <Alert color="citrus" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
                    {notice}
                  </Alert>
                )}
                {failure && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                    {failure}
                  </Alert>
                )}
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  required
                  {...form.getInputProps("email")}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps("password")}
                />
                <Button type="submit" loading={login.isPending} fullWidth>
                  Sign in
                </Button>
              </Stack>
            </form>
          </Card>
        </Center>
      </Box>
    </>
  );
}
