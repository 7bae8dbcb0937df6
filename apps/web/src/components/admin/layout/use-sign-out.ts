// Signing out from the dashboard or the account screen: the server ends this browser's session,
// then the tab forgets its token whatever the server answered.
import { useState } from "react";
import { trpc } from "#web/lib/trpc.ts";

export function useSignOut(onSignedOut: () => void) {
  const utils = trpc.useUtils();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      // The plain client, not a mutation hook: a 401 here (already revoked) is not a "session ended".
      await utils.client.auth.logout.mutate({});
    } catch (error) {
      console.warn("Sign-out could not revoke the session", error);
    } finally {
      setSigningOut(false);
      onSignedOut();
    }
  };
  return { signOut: () => void signOut(), signingOut };
}
