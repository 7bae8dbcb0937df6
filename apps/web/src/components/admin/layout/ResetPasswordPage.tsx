// /admin/reset-password?token=…: the page a reset link opens. The new password is checked as the
// server checks it (12 characters or more; the server also refuses common ones), typed twice, and
// once set every session of the person has ended: they go to sign in, told so.
import { RESET_LINK_INVALID_CODE, staffPassword } from "@chamber/core/schemas";
import { Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { errorCodeOf, signInFailure } from "#web/lib/admin/session.ts";
import { focusFirstError } from "#web/lib/focus-first-error.ts";
import { tokenOfSearch } from "#web/lib/token-search.ts";
import { trpc } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";
import { AdminFrame } from "./AdminFrame.tsx";
import { AuthCard } from "./AuthCard.tsx";

const newPasswordForm = z
  .object({ password: staffPassword, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    message: "The two passwords are not the same",
    path: ["confirmation"],
  });

export function ResetPasswordPage() {
  const token = useSearch({ strict: false, select: tokenOfSearch });
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : "This link is incomplete.");
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const confirm = trpc.auth.confirmPasswordReset.useMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "", confirmation: "" },
    validate: zodResolver(newPasswordForm),
  });

  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await confirm.mutateAsync({ token: token ?? "", password });
      void navigate({ to: "/admin/sign-in", search: { reset: true }, replace: true });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) form.setErrors(fieldErrors);
      else setFailure(signInFailure(error, ""));
      if (errorCodeOf(error) === RESET_LINK_INVALID_CODE) setLinkInvalid(true);
    }
  }, focusFirstError);

  return (
    <AdminFrame>
      <AuthCard
        titleId="reset-password-title"
        title="Choose a new password"
        intro="At least 12 characters. A few unrelated words make a password that is long and easy to remember."
        failure={
          failure && (
            <>
              {failure}{" "}
              {linkInvalid && (
                <Anchor component={Link} to="/admin/forgot-password" size="sm">
                  Ask for a new link
                </Anchor>
              )}
            </>
          )
        }
      >
        <form onSubmit={submit} noValidate aria-labelledby="reset-password-title">
          <Stack gap="md">
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              {...form.getInputProps("password")}
            />
            <PasswordInput
              label="New password again"
              autoComplete="new-password"
              required
              {...form.getInputProps("confirmation")}
            />
            <Button type="submit" loading={confirm.isPending} disabled={linkInvalid} fullWidth>
              Set the new password
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </AdminFrame>
  );
}
