// The guard of /account: the page is the server's placeholder until the tab holds a member's token,
// asked of the chamber_member cookie when it has none (always: a sign-in without a script leaves
// the cookie but not the note that makes other pages ask). Without a session the member goes to
// /account/sign-in. Signing out anywhere in the tab clears the token, and the guard then sends
// them there too.
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useSyncExternalStore } from "react";
import { memberToken } from "#web/lib/auth-token.ts";

const readToken = () => memberToken.get();
const noToken = () => null;

/** Whether the tab is signed in as a member yet (false while it asks, and before it leaves). */
export function useMemberSession(): boolean {
  const token = useSyncExternalStore(memberToken.subscribe, readToken, noToken);
  const navigate = useNavigate();
  useEffect(() => {
    if (token) return;
    let left = false;
    void memberToken.refresh(Date.now(), true).then((renewed) => {
      if (!left && !renewed) void navigate({ to: "/account/sign-in", replace: true });
    });
    return () => {
      left = true;
    };
  }, [token, navigate]);
  return token !== null;
}
