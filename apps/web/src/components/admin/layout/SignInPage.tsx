// /admin/sign-in: the form, with a notice when a session has just ended or a password was reset; once signed in, back to
// the dashboard page that sent the admin here.
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { afterSignIn, type SignInSearch } from "#web/lib/admin/sections.ts";
import { SESSION_ENDED_NOTICE } from "#web/lib/admin/session.ts";
import { authToken, type IssuedToken } from "#web/lib/auth-token.ts";
import { AdminFrame } from "./AdminFrame.tsx";
import { SignInForm } from "./SignInForm.tsx";

const route = getRouteApi("/admin_/sign-in");

const PASSWORD_CHANGED_NOTICE = "Your password has been changed. Sign in with your new password.";

const noticeOf = (search: SignInSearch) =>
  search.reset ? PASSWORD_CHANGED_NOTICE : search.ended ? SESSION_ENDED_NOTICE : null;

export function SignInPage() {
  const search = route.useSearch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signedIn = (issued: IssuedToken) => {
    // Anything cached before signing in was fetched as a visitor (no drafts): start afresh.
    queryClient.clear();
    authToken.signedIn(issued);
    void navigate({ href: afterSignIn(search.redirect), replace: true });
  };

  return (
    <AdminFrame>
      <SignInForm notice={noticeOf(search)} onSignedIn={signedIn} />
    </AdminFrame>
  );
}
