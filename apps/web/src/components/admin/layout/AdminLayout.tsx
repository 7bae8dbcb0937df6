// The /admin layout route's view: once the session is confirmed (auth.me), the dashboard with the
// section the URL names; until then a spinner, or the reason the check failed. The route's
// beforeLoad has already sent a visitor without a token to the sign-in view.
import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { isUnauthorized } from "#web/lib/admin/session.ts";
import { authToken } from "#web/lib/auth-token.ts";
import { trpc } from "#web/lib/trpc.ts";
import { AdminFrame } from "./AdminFrame.tsx";
import { AdminHeader } from "./AdminHeader.tsx";
import { Dashboard } from "./Dashboard.tsx";
import { StaffProvider } from "./staff-context.tsx";
import { useSessionEnd } from "./use-session-end.ts";

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
  if (me.data)
    return (
      <StaffProvider staff={me.data}>
        <Dashboard email={me.data.email} onSignedOut={onSignedOut} />
      </StaffProvider>
    );
  return (
    <>
      <AdminHeader email={null} onSignOut={null} />
      <main>
        <Center py="xl">
          {me.isError && !isUnauthorized(me.error) ? (
            <Stack align="center" gap="xs">
              <Text role="alert">Could not check your session: {me.error.message}</Text>
              <Button variant="light" onClick={() => void me.refetch()}>
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
