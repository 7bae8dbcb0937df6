// /account: a member's own pages (docs/product.md "Member accounts"), inside the public shell but
// never indexed nor kept by a cache. The server renders the frame and a placeholder (it renders
// every page from no credentials); the guard (use-member-session.ts) then finds the tab's member
// token or asks the chamber_member cookie for one, and sends a browser without a session to
// /account/sign-in. The pages under it (account.index.tsx, and the listing's tools) render once
// signed in.
import { createFileRoute, Outlet } from "@tanstack/react-router";
import classes from "#web/components/account/Account.module.css";
import { useMemberSession } from "#web/components/account/use-member-session.ts";
import { SkeletonMarkup } from "#web/components/ui/layout-markup.tsx";
import { AnchorMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/account")({
  head: ({ match }) => privateHead(match.context, "Your account", "Keep your business's listing current."),
  headers: () => ({ "cache-control": "private, no-store" }),
  component: AccountLayout,
});

function AccountLayout() {
  useHydrationMark();
  const signedIn = useMemberSession();
  return (
    <>
      <PageHeader
        title="Your account"
        subtitle="Your businesses in the directory."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Your account" }]}
      />
      <PageContainer>
        {signedIn ? (
          <Outlet />
        ) : (
          <>
            <SkeletonMarkup height={120} radius="md" aria-hidden />
            <noscript>
              <TextMarkup mt="md">
                Your account needs JavaScript: turn it on and reload this page.{" "}
                <AnchorMarkup href="/account/sign-in" className={classes.link}>
                  Sign in
                </AnchorMarkup>
              </TextMarkup>
            </noscript>
          </>
        )}
      </PageContainer>
    </>
  );
}
