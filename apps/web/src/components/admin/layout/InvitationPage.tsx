// /admin/invitation?token=…: where an invited person names themselves and chooses a password
// (POST /auth/invitations/accept). Accepting signs them in, so they land in the dashboard with the
// role they were invited with. Errors are the server's: a link unknown, used or past its 72 hours,
// or a password that is too short, too common or holds their name.
import { invitationAccept } from "@chamber/core/schemas";
import { Alert, Box, Button, Card, Center, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { IconAlertCircle } from "#web/components/ui/icons.ts";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { authToken } from "#web/lib/auth-token.ts";
import { focusFirstError } from "#web/lib/focus-first-error.ts";
import { tokenOfSearch } from "#web/lib/token-search.ts";
import { trpc } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";
import { AdminFrame } from "./AdminFrame.tsx";
import { AdminHeader } from "./AdminHeader.tsx";

export function InvitationPage() {
  const token = useSearch({ strict: false, select: tokenOfSearch });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accept = trpc.staff.acceptInvitation.useMutation();
  const [failure, setFailure] = useState<string | null>(
    token ? null : "This link is incomplete: open the whole link from your invitation e-mail.",
  );
  const form = useForm({
    mode: "controlled",
    initialValues: { token: token ?? "", name: "", password: "", confirm: "" },
    validate: (values) => {
      const errors = zodResolver(invitationAccept)(values);
      // The form's own rule beside the API's: the two passwords must match.
      if (!errors.password && values.password !== values.confirm) errors.confirm = "The two passwords differ";
      return errors;
    },
  });

  const submit = form.onSubmit(async ({ name, password }) => {
    setFailure(null);
    try {
      const issued = await accept.mutateAsync({ token: token ?? "", name, password });
      // Anything cached before was fetched as a visitor: start afresh, signed in.
      queryClient.clear();
      authToken.signedIn(issued);
      void navigate({ to: "/admin", replace: true });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields && !fields.token) form.setErrors(fields);
      else setFailure(error instanceof Error && error.message ? error.message : "Could not accept the invitation.");
    }
  }, focusFirstError);

  return (
    <AdminFrame>
      <AdminHeader email={null} onSignOut={null} />
      <Box component="main" px="md" py={48}>
        <Center>
          <Card withBorder shadow="sm" radius="md" p="xl" w="100%" maw={460}>
            <form onSubmit={submit} noValidate aria-labelledby="invitation-title">
              <Stack gap="md">
                <div>
                  <Title order={1} id="invitation-title" size="h2">
                    Join the chamber's admin
                  </Title>
                  <Text c="dimmed" size="sm" mt={4}>
                    Tell us your name and choose a password: at least 12 characters, and not one anybody would guess.
                  </Text>
                </div>
                {failure && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                    {failure}
                  </Alert>
                )}
                <TextInput label="Your name" autoComplete="name" required {...form.getInputProps("name")} />
                <PasswordInput
                  label="Password"
                  autoComplete="new-password"
                  required
                  {...form.getInputProps("password")}
                />
                <PasswordInput
                  label="Password again"
                  autoComplete="new-password"
                  required
                  {...form.getInputProps("confirm")}
                />
                <Button type="submit" loading={accept.isPending} disabled={!token} fullWidth>
                  Create my account
                </Button>
              </Stack>
            </form>
          </Card>
        </Center>
      </Box>
    </AdminFrame>
  );
}
