// The /admin screen: the sign-in form until a session is confirmed, then the dashboard. Any admin
// call answering UNAUTHORIZED (expired or revoked session) drops the token and the cached data and
// comes back here with a notice.
import "@mantine/dates/styles.css";
import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { isUnauthorized, SESSION_ENDED_NOTICE } from "../../lib/admin/session.ts";
import { authToken } from "../../lib/auth-token.ts";
import { trpc } from "../../lib/trpc.ts";
import { AdminDashboard } from "./AdminDashboard.tsx";
import { AdminHeader } from "./AdminHeader.tsx";
import classes from "./admin.module.css";
import { SignInForm } from "./SignInForm.tsx";

const readToken = () => authToken.get();
const noToken = () => null;

export function AdminPage() {
  const token = useSyncExternalStore(authToken.subscribe, readToken, noToken);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);

  const endSession = useCallback(
    (message: string | null) => {
      authToken.set(null);
      queryClient.clear();
      setNotice(message);
    },
    [queryClient],
  );

  useEffect(() => {
    document.title = "Admin Dashboard · Ojai Valley Chamber of Commerce";
  }, []);

  // One watcher for every query and mutation: a 401 while holding a token means the session is gone.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!authToken.get() || !isUnauthorized(error)) return;
      // Leave the cache's own notification loop before clearing it.
      queueMicrotask(() => endSession(SESSION_ENDED_NOTICE));
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, endSession]);

  const signedIn = (newToken: string) => {
    // Anything cached before signing in was fetched as a visitor (no drafts): start afresh.
    queryClient.clear();
    setNotice(null);
    authToken.set(newToken);
  };

  return (
    <div className={classes.scope}>
      {token ? <SignedIn onSignedOut={() => endSession(null)} /> : <SignInForm notice={notice} onSignedIn={signedIn} />}
    </div>
  );
}

function SignedIn({ onSignedOut }: { onSignedOut: () => void }) {
  // Re-checked when the window regains focus: a session may have expired while the admin was away.
  const me = trpc.auth.me.useQuery({}, { refetchOnWindowFocus: true });
  if (me.data) return <AdminDashboard email={me.data.email} onSignedOut={onSignedOut} />;
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
            <Loader aria-label="Checking your session" />
          )}
        </Center>
      </main>
    </>
  );
}
