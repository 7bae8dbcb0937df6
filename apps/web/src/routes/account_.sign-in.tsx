// /account/sign-in: a member asks for a one-time sign-in link by e-mail (no password). Beside the
// /account layout (the `account_` prefix), so its guard does not apply. The form works without a
// script (apps/server forms/form-posts.ts); the page also says when a link did not work (the
// server's redirect after a refused link) and when the member has just signed out.
import { createFileRoute, useRouterState } from "@tanstack/react-router";
import classes from "#web/components/account/Account.module.css";
import { MemberSignInForm } from "#web/components/account/MemberSignInForm.tsx";
import { AlertMarkup } from "#web/components/forms/AlertMarkup.tsx";
import { CardMarkup, StackMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/account_/sign-in")({
  head: ({ match }) =>
    privateHead(match.context, "Sign in to your account", "Members sign in with a link sent by e-mail."),
  component: MemberSignInPage,
});

function MemberSignInPage() {
  useHydrationMark();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  return (
    <>
      <PageHeader
        title="Sign in to your account"
        subtitle="Keep your business's listing current. No password: we e-mail you a link that signs you in."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Sign in" }]}
      />
      <PageContainer>
        <StackMarkup gap="lg" className={classes.narrow}>
          {search.link === "invalid" && (
            <AlertMarkup color="red" role="alert" title="That link did not work">
              It has expired or was already used. Enter your e-mail to get a new one.
            </AlertMarkup>
          )}
          {search.signedOut !== undefined && (
            <AlertMarkup color="green" role="status" title="Signed out">
              You are signed out. Sign in again below whenever you need to.
            </AlertMarkup>
          )}
          <CardMarkup withBorder radius="md" padding="lg">
            <StackMarkup gap="md">
              <TextMarkup c="gray.7" size="sm">
                Use the e-mail address the chamber knows you by. The link works once, for 15 minutes.
              </TextMarkup>
              <MemberSignInForm />
            </StackMarkup>
          </CardMarkup>
        </StackMarkup>
      </PageContainer>
    </>
  );
}
