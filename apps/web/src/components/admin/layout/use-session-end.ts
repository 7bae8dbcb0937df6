// Ending the admin's session, on purpose (Sign out) or because the server said so: any query or
// mutation answering UNAUTHORIZED while a token is held, after the API client's one retry with a
// token fresh from the session cookie (lib/trpc.ts), means the session is gone (expired, or revoked
// elsewhere). The token and every cached answer go, and the admin is sent to sign in,
// with a notice and a way back to this page when the session ended under their feet.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { isUnauthorized } from "#web/lib/admin/session.ts";
import { authToken } from "#web/lib/auth-token.ts";

export function useSessionEnd() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();

  const endSession = useCallback(
    (ended: boolean) => {
      const here = router.state.location.href;
      authToken.set(null);
      queryClient.clear();
      void navigate({ to: "/admin/sign-in", search: ended ? { redirect: here, ended: true } : {}, replace: ended });
    },
    [queryClient, navigate, router],
  );

  useEffect(() => {
    // The API client has already asked the cookie for a new token and sent the call again
    // (lib/trpc.ts): refused still, the session really is gone.
    const onError = (error: unknown) => {
      if (authToken.get() && isUnauthorized(error)) endSession(true);
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

  return endSession;
}
