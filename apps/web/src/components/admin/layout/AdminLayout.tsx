// The /admin layout route's view: once the session is confirmed (auth.me), the dashboard with the
// section the URL names, or the person's account screen (/admin/account, and nothing else while
// the owners require two-step sign-in of a person without it); until then a spinner, or the
// reason the check failed. The route's
// beforeLoad has already sent a visitor without a token to the sign-in view.
import { TWO_STEP_REQUIRED_CODE } from "@chamber/core/schemas";
import { Box, Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Outlet, useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { errorCodeOf, isUnauthorized } from "#web/lib/admin/session.ts";
import { authToken } from "#web/lib/auth-token.ts";
import { trpc } from "#web/lib/trpc.ts";
import { AdminFrame } from "./AdminFrame.tsx";
import { AdminHeader } from "./AdminHeader.tsx";
import { Dashboard } from "./Dashboard.tsx";
import { StaffProvider } from "./staff-context.tsx";
import { useSessionEnd } from "./use-session-end.ts";
import { useSignOut } from "./use-sign-out.ts";

const readToken = () => authToken.get();
const noToken = () => null;

export function AdminLayout() {
  const token = useSyncExternalStore(authToken.subscribe, readToken, noToken);
  const endSession = useSessionEnd();
  return (
    <AdminFrame>
      {/* Without a token nothing below may fetch: the way to the sign-in view is under way. */}
      {token && <SignedIn onSignedOut={() => endSession(false)} />}
    </AdminFrame>
  );
}

function SignedIn({ onSignedOut }: { onSignedOut: () => void }) {
  // Re-checked when the window regains focus: a session may have expired while the admin was away.
  const me = trpc.auth.me.useQuery({}, { refetchOnWindowFocus: true });
  const twoStep = trpc.auth.twoStepStatus.useQuery({}, { enabled: me.isSuccess });
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const onAccount = pathname.replace(/\/$/, "") === "/admin/account";
  // While the owners require two-step sign-in and this person has not turned it on, the server
  // refuses everything but the set-up (403 TWO_STEP_REQUIRED): only the account screen is shown.
  const held = Boolean(twoStep.data?.required && !twoStep.data.enabled);
  useEffect(() => {
    if (held && !onAccount) void navigate({ to: "/admin/account", replace: true });
  }, [held, onAccount, navigate]);
  useTwoStepRefusals(() => void twoStep.refetch());

  if (me.data && twoStep.data && !(held && !onAccount)) {
    return (
      <StaffProvider staff={me.data}>
        {onAccount ? (
          <AccountFrame email={me.data.email} onSignedOut={onSignedOut} />
        ) : (
          <Dashboard email={me.data.email} onSignedOut={onSignedOut} />
        )}
      </StaffProvider>
    );
  }
  const failed = me.error ?? twoStep.error;
  return (
    <>
      <AdminHeader email={null} onSignOut={null} />
      <main>
        <Center py="xl">
          {failed && !isUnauthorized(failed) ? (
            <Stack align="center" gap="xs">
              <Text role="alert">Could not check your session: {failed.message}</Text>
              <Button variant="light" onClick={() => void Promise.all([me.refetch(), twoStep.refetch()])}>
                Try again
              </Button>
            </Stack>
          ) : (
            <Loader role="status" aria-label="Checking your session" />
          )}
        </Center>
      </main>
    </>
  );
}

/** The account screen's frame: the header, and the screen (/admin/account) without the section tabs. */
function AccountFrame({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const { signOut, signingOut } = useSignOut(onSignedOut);
  return (
    <>
      <AdminHeader email={email} onSignOut={signOut} signingOut={signingOut} />
      <Box component="main" px="md" py="xl" maw={1200} mx="auto">
        <Outlet />
      </Box>
    </>
  );
}

/** Calls `onRefused` when a call is refused with TWO_STEP_REQUIRED (the owners turned the policy on meanwhile). */
function useTwoStepRefusals(onRefused: () => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onRefused);
  latest.current = onRefused;
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "error") {
          if (errorCodeOf(event.action.error) === TWO_STEP_REQUIRED_CODE) latest.current();
        }
      }),
    [queryClient],
  );
}
