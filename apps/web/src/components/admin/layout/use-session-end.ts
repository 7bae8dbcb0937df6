// Ending the admin's session, on purpose (Sign out) or because the server said so: any query or
// mutation answering UNAUTHORIZED while a token is held means the tab's token is no good; unless
// the session cookie mints a new one (lib/auth-token.ts), the session is gone (expired, or
// revoked elsewhere). The token and every cached answer go, and the admin is sent to sign in,
// with a notice and a way back to this page when the session ended under their feet.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import { isUnauthorized } from "../../../lib/admin/session.ts";
import { authToken } from "../../../lib/auth-token.ts";

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

  const lastRefresh = useRef(0);
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!authToken.get() || !isUnauthorized(error)) return;
      // One fresh token per 10 s at most: refused again so soon, the session really is gone.
      const retried = Date.now() - lastRefresh.current < 10_000;
      lastRefresh.current = Date.now();
      void (retried ? Promise.resolve(null) : authToken.refresh()).then((token) => {
        // Still signed in: read again with the new token (the refused write has said it failed).
        if (token) void queryClient.invalidateQueries();
        else endSession(true);
      });
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
