// The page a mailed link opens (/account/verify?token=…) asks for one press before it signs in: a
// mail scanner that fetches every link in a message spends nothing with its GET. The button posts
// the token: through the API once the script runs (the tab keeps the member's token), or as a plain
// form to /account/verify without one (apps/server forms/member-verify-post.ts sets the cookie and
// redirects). Both land on /account.
import { LINK_INVALID_CODE, type RefusalData } from "@chamber/core";
import { useNavigate } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { type FormEvent, useState } from "react";
import { AlertMarkup } from "#web/components/forms/AlertMarkup.tsx";
import { ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { AnchorLinkMarkup } from "#web/components/ui/text-markup.tsx";
import { memberToken } from "#web/lib/auth-token.ts";
import { trpc } from "#web/lib/trpc.ts";
import classes from "./Account.module.css";

export function VerifyLinkForm({ token }: { token: string }) {
  const verify = trpc.account.verify.useMutation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    try {
      memberToken.signedIn(await verify.mutateAsync({ token }));
      await navigate({ to: "/account", replace: true });
    } catch (error) {
      const code = error instanceof TRPCClientError ? (error.data as RefusalData | undefined)?.errorCode : null;
      setProblem(
        code === LINK_INVALID_CODE
          ? "This link has expired or was already used. Ask for a new one below."
          : "Something went wrong on our side. Please try again.",
      );
    }
  };

  return (
    <form method="post" action="/account/verify" onSubmit={onSubmit} aria-label="Sign in with your link">
      <input type="hidden" name="token" value={token} />
      <StackMarkup gap="md">
        {problem && (
          <AlertMarkup color="red" role="alert" title="Not signed in">
            {problem}{" "}
            <AnchorLinkMarkup to="/account/sign-in" className={classes.link}>
              Get a new sign-in link
            </AnchorLinkMarkup>
          </AlertMarkup>
        )}
        <TextMarkup>Press the button to sign in on this device. The link then stops working.</TextMarkup>
        <ButtonMarkup type="submit" size="md" loading={verify.isPending} w={{ base: "100%", xs: "auto" }}>
          Sign in
        </ButtonMarkup>
      </StackMarkup>
    </form>
  );
}
